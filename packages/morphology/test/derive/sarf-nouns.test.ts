/**
 * Derived nouns against the Sarf reference: the expected values of Sarf's own noun tests
 * (fixtures/sarf-nouns.tsv, see MANIFEST.md), one row per verb and noun, fed with Sarf's attested
 * data as `loadSarfData` gives it. A row agrees when Sarf's form is one of ours for that noun (the
 * list nouns hold several regular forms, Sarf a row for each). Every row that does not is listed in
 * fixtures/errata.json (slot `noun.<key>`) with its reason; the rate may not fall below the floor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireSharedDir } from '../../../../scripts/shared-data.mjs';
import { derive, type Derivation } from '../../src/derive/index.ts';
import { loadSarfData, type SarfData } from '../../src/derive/sarf-data.ts';
import { BABS, type DerivedNounKey } from '../../src/types.ts';
import { ALEF, ALEF_HAMZA_ABOVE, ALEF_HAMZA_BELOW, ALEF_MADDA, FATHA, KASRA, LAM, SHADDA, SUKUN } from '../../src/letters.ts';
import { comparable } from '../conjugate/reference.ts';

/** The agreement may not fall below this (measured 2026-11-29: see the log line). */
const FLOOR = 0.9944;
/** Issue 33's target, met on the rows where the reference is right (every other miss is a variant). */
const ADJUSTED_TARGET = 0.995;

interface Row {
  key: DerivedNounKey;
  root: string;
  pattern: string;
  bab: string;
  sarf: string;
  formula: string;
}

interface Erratum {
  verb: string;
  slot: string;
  sarf: string;
  ours: unknown;
  why: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const rows: Row[] = readFileSync(path.join(here, '../fixtures/sarf-nouns.tsv'), 'utf8')
  .split('\n')
  .slice(1)
  .filter((l) => l !== '')
  .map((l) => {
    const [key, root, pattern, bab, sarf, formula] = l.split('\t');
    return { key: key as DerivedNounKey, root: root!, pattern: pattern!, bab: bab!, sarf: sarf!, formula: formula ?? '' };
  });
const errata = (JSON.parse(readFileSync(path.join(here, '../fixtures/errata.json'), 'utf8')) as Erratum[]).filter((e) => e.slot.startsWith('noun.'));

const MARK = /[\u064B-\u0652]/u;
const LETTER = /[\u0621-\u064A]/u;

/**
 * Sarf's test strings drop marks our spelling writes; the same word is compared: a letter before ا
 * without its fatha (لابِسٌ، اجْئِلالٌ), the first letter without its fatha (أمِينٌ، لأْمٌ), إ without kasra
 * (إبَاءٌ), a sukun on آ (آْوَدُ), the marks of lam-alif written after the alif (أَلاَّلَةٌ), and a doubled hamza before ā written
 * آَّ (سَآَّلٌ for سَأَّالٌ).
 */
function sarfSpelling(word: string): string {
  let w = word.normalize('NFC').replace(new RegExp(`${LAM}${ALEF}([\\u064B-\\u0652]+)`, 'gu'), (_m, marks: string) => LAM + marks + ALEF);
  w = w.normalize('NFC');
  const cs = [...w];
  let out = '';
  for (let i = 0; i < cs.length; i++) {
    out += cs[i];
    if (LETTER.test(cs[i]!) && cs[i] !== ALEF && cs[i + 1] === ALEF) out += FATHA;
  }
  w = out.normalize('NFC');
  if (w.startsWith(ALEF_HAMZA_BELOW) && !MARK.test(w[1]!)) w = ALEF_HAMZA_BELOW + KASRA + w.slice(1);
  w = w.split(ALEF_MADDA + SUKUN).join(ALEF_MADDA);
  if (w[0] !== ALEF && w[0] !== ALEF_HAMZA_BELOW && w[0] !== ALEF_MADDA && w.length > 1 && !MARK.test(w[1]!)) w = w[0] + FATHA + w.slice(1);
  w = w
    .split(ALEF_MADDA + FATHA + SHADDA)
    .join(ALEF_HAMZA_ABOVE + FATHA + SHADDA + ALEF)
    .split(ALEF_MADDA + SHADDA + FATHA)
    .join(ALEF_HAMZA_ABOVE + FATHA + SHADDA + ALEF);
  return comparable(w.normalize('NFC'));
}

/** Ours, comparable: without the وَاحِدَةٌ / حَسَنَةٌ that tells an instance or manner noun from the masdar. */
const oursComparable = (w: string) => comparable(w.replace(/ وَاحِدَةٌ$| حَسَنَةٌ$/u, ''));

function readTransitivity(dir: string): Map<string, string> {
  const t = new Map<string, string>();
  const files: [string, number][] = [
    ['trilateral_unaugmented.tsv', 4],
    ['trilateral_augmented.tsv', 3],
    ['quadrilateral_augmented.tsv', 3],
    ['quadrilateral_unaugmented.tsv', 2],
  ];
  for (const [file, col] of files) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n').slice(1)) {
      const c = line.split('\t');
      if (c.length > col) t.set(`${c[0]}|${c[1]}`, c[col]!);
    }
  }
  return t;
}

/** Our id of a reference row, as in the errata: root, pattern, and the bab's vowels for form I. */
function verbId(r: Row): string {
  if (r.pattern !== 'I') return `${r.root} ${r.pattern}`;
  const b = BABS.find((x) => x.bab === Number(r.bab))!;
  return `${r.root} I ${b.past}-${b.present}`;
}

interface Outcome {
  checked: number;
  agreed: number;
  first: number;
  /** Passive participles of verbs Sarf marks intransitive: none by contract (see docs/derive.md). */
  intransitive: number;
  misses: { verb: string; slot: string; sarf: string; ours: string[] }[];
}

function compare(sarf: SarfData, transitivity: Map<string, string>): Outcome {
  const cache = new Map<string, Derivation>();
  const o: Outcome = { checked: 0, agreed: 0, first: 0, intransitive: 0, misses: [] };
  for (const r of rows) {
    const id = verbId(r);
    let d = cache.get(id);
    if (!d) {
      const t = transitivity.get(`${r.root}|${r.pattern === 'I' ? r.bab : r.pattern}`);
      const transitive = t !== 'intransitive';
      if (r.pattern === 'I') {
        const b = BABS.find((x) => x.bab === Number(r.bab))!;
        const verb = { root: r.root, pattern: 'I', past_vowel: b.past, present_vowel: b.present, transitive };
        d = derive({ ...verb, ...sarf.forVerb(verb) });
      } else d = derive({ root: r.root, pattern: r.pattern, transitive });
      cache.set(id, d);
    }
    const value = d.nouns[r.key];
    const ours = value === null ? [] : Array.isArray(value) ? value : [value];
    if (r.key === 'passive_participle' && ours.length === 0 && transitivity.get(`${r.root}|${r.pattern === 'I' ? r.bab : r.pattern}`) === 'intransitive') {
      o.intransitive++;
      continue;
    }
    o.checked++;
    const want = sarfSpelling(r.sarf);
    const have = ours.map(oursComparable);
    if (have[0] === want) o.first++;
    if (have.includes(want)) o.agreed++;
    else o.misses.push({ verb: id, slot: `noun.${r.key}`, sarf: r.sarf, ours });
  }
  return o;
}

describe('derived nouns against the Sarf reference (Sarf’s noun tests)', () => {
  let o: Outcome;
  beforeAll(() => {
    const dir = path.join(requireSharedDir('LEXICON_DIR'), 'sarf');
    o = compare(loadSarfData(dir), readTransitivity(dir));
  });

  it('reads every row', () => {
    expect(rows).toHaveLength(4221);
  });

  it('agrees above the floor, and every miss is in the errata with its reason', () => {
    const rate = o.agreed / o.checked;
    // the rate on the rows the reference gets right: its errors (errata `Reference error:`) left out
    const referenceErrors = errata.filter((e) => e.why.startsWith('Reference error')).length;
    const adjusted = o.agreed / (o.checked - referenceErrors);
    console.log(
      `Sarf nouns: ${o.agreed}/${o.checked} rows (${(100 * rate).toFixed(2)}%; ${(100 * adjusted).toFixed(2)}% without the reference's ${referenceErrors} errors), ` +
        `Sarf's form first in ${o.first}; ${o.misses.length} misses, all in the errata; ${o.intransitive} passive participles of intransitive verbs not given (contract)`,
    );
    const key = (e: { verb: string; slot: string; sarf: string }) => `${e.verb} ${e.slot} ${e.sarf}`;
    expect(o.misses.map(key).sort()).toEqual(errata.map(key).sort());
    expect(rate).toBeGreaterThanOrEqual(FLOOR);
    expect(adjusted).toBeGreaterThanOrEqual(ADJUSTED_TARGET);
  });

  it('every noun erratum gives its reason', () => {
    for (const e of errata) expect(e.why).toMatch(/^(Reference error|Variant|OPEN \(ours\)): .{20,}/u);
  });
});
