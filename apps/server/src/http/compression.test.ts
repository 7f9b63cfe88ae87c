import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeBytes, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it('takes the client’s preference among brotli and gzip, none without the header', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br'); // Chromium's header
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('encodeBytes', () => {
  it('compresses so that the standard decoders give the bytes back', () => {
    const text = Buffer.from('<p>كَتَبَ يَكْتُبُ</p>'.repeat(200));
    expect(brotliDecompressSync(encodeBytes('br', text)).equals(text)).toBe(true);
    expect(gunzipSync(encodeBytes('gzip', text)).equals(text)).toBe(true);
    expect(encodeBytes('br', text).length).toBeLessThan(text.length / 10);
  });
});
