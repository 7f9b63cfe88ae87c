/**
 * `Content-Disposition: attachment` for a download named in any language: an ASCII `filename` for
 * old clients, and the real name in `filename*` (RFC 6266, with RFC 5987's UTF-8 encoding).
 */

/** The name's ASCII letters, digits, spaces, dots, dashes and underscores (spaces as dashes), or `fallback`. */
export function asciiFileName(name: string, fallback: string): string {
  const ascii = name
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 80);
  return ascii || fallback;
}

/** RFC 5987 `value-chars`: encodeURIComponent leaves ' ( ) * ! unencoded, which attr-char does not allow (but for !). */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Characters no file name should carry: path separators, controls, and quotes. */
const unsafe = /[\\/\p{Cc}\p{Cf}"<>:|?*]+/gu;

/** `name` in any language; `ascii`, the plain name for clients without `filename*` (see asciiFileName). */
export function attachment(name: string, extension: string, ascii: string): string {
  const clean = name.replace(unsafe, ' ').replace(/\s+/g, ' ').trim().slice(0, 150) || ascii;
  return `attachment; filename="${asciiFileName(ascii, 'download')}.${extension}"; filename*=UTF-8''${rfc5987(`${clean}.${extension}`)}`;
}
