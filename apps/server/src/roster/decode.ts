import iconv from 'iconv-lite';

/**
 * The text of an uploaded CSV: UTF-8 with or without a byte-order mark, or, when the bytes are not
 * valid UTF-8, Windows-1256 (what Excel writes for Arabic on Windows).
 */
export type RosterEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'windows-1256';

export function decodeRoster(bytes: Uint8Array): { text: string; encoding: RosterEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes), 'windows-1256'), encoding: 'windows-1256' };
  }
}
