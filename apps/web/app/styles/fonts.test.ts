import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CORE_RANGES, WEIGHTS } from '../../scripts/subset-fonts.mjs';
import { ar } from '../i18n/ar.ts';

/**
 * fonts.css gives each weight of Noto Naskh Arabic two faces (ADR 0054): the core cut at build
 * (scripts/subset-fonts.mjs) and fontsource's whole Arabic file. Their ranges must split
 * fontsource's range between them exactly, the core's must be the characters the script kept, and
 * the app's Arabic text must need nothing but the core.
 */
const css = readFileSync(new URL('./fonts.css', import.meta.url), 'utf8');
const require = createRequire(import.meta.url);
const fontsource = JSON.parse(readFileSync(require.resolve('@fontsource/noto-naskh-arabic/unicode.json'), 'utf8')) as { arabic: string };

/** The code points of a unicode-range value ("U+0600-0671, U+200C"). */
function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const from = parseInt(match[1]!, 16);
    const to = match[2] ? parseInt(match[2], 16) : from;
    for (let c = from; c <= to; c++) points.add(c);
  }
  return points;
}

interface Face {
  weight: number;
  src: string;
  range: Set<number>;
}

const faces: Face[] = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
  .map((m) => m[1]!)
  .filter((body) => body.includes("'Noto Naskh Arabic'"))
  .map((body) => ({
    weight: Number(/font-weight:\s*(\d+)/.exec(body)![1]),
    src: /url\('([^']+)'\)/.exec(body)![1]!,
    range: codePoints(/unicode-range:\s*([^;]+);/.exec(body)![1]!),
  }));

const coreSet = new Set<number>(CORE_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
const fontsourceSet = codePoints(fontsource.arabic);

describe('Noto Naskh Arabic faces', () => {
  it('two faces for each weight the script cuts, and no other', () => {
    expect(faces.map((f) => f.weight).sort()).toEqual(WEIGHTS.flatMap((w) => [w, w]).sort());
  });

  for (const weight of WEIGHTS) {
    it(`${weight}: the core face names the core file and exactly the characters the script kept`, () => {
      const core = faces.find((f) => f.weight === weight && f.src.endsWith(`/noto-naskh-arabic-core-${weight}.woff2`));
      expect(core).toBeDefined();
      expect([...core!.range].sort((a, b) => a - b)).toEqual([...coreSet].sort((a, b) => a - b));
    });

    it(`${weight}: the whole file takes the rest of fontsource's range, none of the core`, () => {
      const whole = faces.find((f) => f.weight === weight && f.src.endsWith(`/noto-naskh-arabic-arabic-${weight}-normal.woff2`));
      expect(whole).toBeDefined();
      expect([...whole!.range].filter((c) => coreSet.has(c))).toEqual([]);
      const expected = [...fontsourceSet].filter((c) => !coreSet.has(c));
      expect([...whole!.range].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    });
  }

  it('the core lies inside the range fontsource cut its Arabic file for', () => {
    expect([...coreSet].filter((c) => !fontsourceSet.has(c))).toEqual([]);
  });

  it('every Arabic message of the catalog (plural forms too) needs only the core', () => {
    const outside = new Set<string>();
    for (const ch of JSON.stringify(ar)) {
      const c = ch.codePointAt(0)!;
      if (fontsourceSet.has(c) && !coreSet.has(c)) outside.add(`U+${c.toString(16).toUpperCase()}`);
    }
    expect([...outside]).toEqual([]);
  });
});
