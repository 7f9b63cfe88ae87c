#!/usr/bin/env node
// Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every compressible file of the client
// build (apps/web/build/client), at the highest quality: the server sends them as they are
// (@fastify/static `preCompressed`, ADR 0042) instead of compressing the same bytes per request.
// Run by `npm run build` after the web build. `node scripts/precompress.mjs [dir]`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Text formats; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml)$/;
/** Below this a twin saves nothing worth a file. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export function precompress(dir) {
  let count = 0;
  let raw = 0;
  let br = 0;
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const body = readFileSync(file);
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
    raw += body.length;
    br += brotli.length;
  }
  return { count, raw, br };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/build/client'));
  const { count, raw, br } = precompress(dir);
  console.log(`precompressed ${count} files in ${path.relative(process.cwd(), dir) || '.'}: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli`);
}
