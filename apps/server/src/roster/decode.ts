import iconv from 'iconv-lite';
import { ROSTER_ENCODING_NAMES, type RosterEncoding } from '@tasreef/contracts/roster';
import { AppError } from '../http/errors.ts';

/**
 * The text of an uploaded CSV. Without a chosen encoding: a byte-order mark decides (UTF-8,
 * UTF-16LE), else UTF-8 when the bytes are UTF-8, else Windows-1256 (what Excel writes for Arabic
 * on Windows) — `guessed`, so that the user is told and can choose (ADR 0057). A chosen UTF
 * encoding the bytes do not follow is refused, naming the line; a code page reads any bytes.
 */
export type { RosterEncoding };
export interface DecodedRoster {
  text: string;
  encoding: RosterEncoding;
  /** The bytes were not UTF-8 and no encoding was chosen: the encoding is a guess. */
  guessed: boolean;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const startsWith = (bytes: Uint8Array, mark: number[]) => mark.every((b, i) => bytes[i] === b);

/** Decodes as `encoding`, or throws a 422 naming the first line that is not in it. */
function strictly(bytes: Uint8Array, encoding: 'utf-8' | 'utf-16le'): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    const loose = new TextDecoder(encoding).decode(bytes);
    const at = loose.indexOf('\uFFFD');
    const line = at < 0 ? 1 : loose.slice(0, at).split('\n').length;
    throw new AppError('validation_failed', 422, 'roster_encoding_invalid', { encoding: ROSTER_ENCODING_NAMES[encoding], line });
  }
}

function decode(bytes: Uint8Array, chosen: RosterEncoding | undefined): DecodedRoster {
  if (chosen === 'utf-8') return { text: strictly(startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes, 'utf-8'), encoding: chosen, guessed: false };
  if (chosen === 'utf-16le') return { text: strictly(startsWith(bytes, UTF16LE_BOM) ? bytes.subarray(2) : bytes, 'utf-16le'), encoding: chosen, guessed: false };
  if (chosen) return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), chosen), encoding: chosen, guessed: false };
  if (startsWith(bytes, UTF8_BOM)) return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8', guessed: false };
  if (startsWith(bytes, UTF16LE_BOM)) return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le', guessed: false };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8', guessed: false };
  } catch {
    return { text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1256'), encoding: 'windows-1256', guessed: true };
  }
}

export function decodeRoster(bytes: Uint8Array, chosen?: RosterEncoding): DecodedRoster {
  const decoded = decode(bytes, chosen);
  // PostgreSQL stores no NUL, in text or in JSON: it becomes the replacement character, which the
  // dry run refuses in a cell like a control character (check.ts), so no row carries it further.
  return decoded.text.includes('\0') ? { ...decoded, text: decoded.text.replaceAll('\0', '\uFFFD') } : decoded;
}
