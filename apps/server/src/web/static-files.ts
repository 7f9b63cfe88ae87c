/** Paths of the client build's static files (fingerprinted assets, flags, favicon). */
const STATIC_FILE = /^\/(?:assets\/|flags\/|favicon\.svg(?:\?|$))/;

export function isStaticFile(url: string): boolean {
  return STATIC_FILE.test(url);
}
