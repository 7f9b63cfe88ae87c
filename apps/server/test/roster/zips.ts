import { Zip, ZipDeflate, strToU8 } from 'fflate';

/**
 * Zips built as a stream, so that a test can make a bomb of hundreds of MB while holding only a
 * chunk of it: each entry is a generator of chunks.
 */
export function zipOf(entries: Array<{ name: string; chunks: () => Iterable<Uint8Array>; level?: 1 | 6 | 9 }>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((err, data) => {
    if (err) throw err;
    parts.push(data);
  });
  for (const e of entries) {
    const file = new ZipDeflate(e.name, { level: e.level ?? 6 });
    zip.add(file);
    for (const chunk of e.chunks()) file.push(chunk);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  return Buffer.concat(parts);
}

const MB = 1_048_576;

/** `mb` MB of zeros, one reused MB at a time: deflate packs it about 1,000 to 1. */
export function* zeros(mb: number) {
  const chunk = new Uint8Array(MB);
  for (let i = 0; i < mb; i++) yield chunk;
}

/**
 * About `mb` MB of CSV lines that pack only a few times (a number from a fixed pseudo-random
 * sequence on each line): a large file that is no bomb.
 */
export function* plainCsv(mb: number, header = 'sourcedId,givenName,familyName,email\n') {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  yield strToU8(header);
  let line = 0;
  for (let size = 0; size < mb * MB;) {
    let text = '';
    while (text.length < 64 * 1024) text += `u${line++},Given${next().toString(36)},Family${next().toString(36)},p${next().toString(36)}@example.test\n`;
    size += text.length;
    yield strToU8(text);
  }
}
