/**
 * Verbs Tasreef adds to the lexicon itself (ADR 0098): packages/lexicon/data/additions.tsv, our own
 * rows written from the grammars and dictionaries, one verb a line with its source. A verb the
 * sources lack, or file in a spelling the engine does not write (عَيَّ for عَيِيَ), enters the build
 * like a source row under the source `tasreef`; its lemma is the form the engine must regenerate.
 * The file is part of the build's stamp (lexicon.ts), so editing it rebuilds the artifacts.
 */
import path from 'node:path';
import { BABS, PATTERN_IDS } from '@tasreef/morphology';
import { REPO_ROOT } from '../paths.ts';
import { list, readTsv } from './tsv.ts';

export const ADDITIONS_FILE = path.join(REPO_ROOT, 'packages/lexicon/data/additions.tsv');

export interface Addition {
  root: string;
  pattern: string;
  /** Form I only (from the two vowels); null otherwise. */
  bab: number | null;
  /** The vocalized 3ms past as the grammar cites it. */
  verb: string;
  /** Arramooz's notation: y, n or y|n. */
  transitive: 'y' | 'n' | 'y|n';
  masdars: string[];
  glosses: string[];
  /** The dictionary or grammar (and verse) the row is written from. */
  source: string;
}

const TRANSITIVE = new Set(['y', 'n', 'y|n']);
const ARABIC_ROOT = /^[\u0621-\u064A]{3,4}$/u;

/** Reads and checks the additions; a bad row fails the build loudly, with its line. */
export function readAdditions(file: string = ADDITIONS_FILE): Addition[] {
  return readTsv(file).map((row, i) => {
    const where = `${path.basename(file)} row ${i + 1}`;
    const fail = (what: string): never => {
      throw new Error(`${where}: ${what}`);
    };
    const root = row.root ?? '';
    const pattern = row.pattern ?? '';
    if (!ARABIC_ROOT.test(root)) fail(`root "${root}" is not three or four Arabic letters`);
    if (!(PATTERN_IDS as readonly string[]).includes(pattern)) fail(`pattern "${pattern}" is not one of the 22`);
    let bab: number | null = null;
    if (pattern === 'I') {
      const b = BABS.find((x) => x.past === row.past_vowel && x.present === row.present_vowel);
      if (!b) fail(`vowels ${row.past_vowel}-${row.present_vowel} are not one of the six babs`);
      bab = b!.bab;
    } else if (row.past_vowel || row.present_vowel) fail('only form I gives vowels');
    const transitive = row.transitive ?? '';
    if (!TRANSITIVE.has(transitive)) fail(`transitive "${transitive}" is not y, n or y|n`);
    const verb = (row.verb ?? '').normalize('NFC');
    if (verb === '') fail('no verb');
    const glosses = (row.gloss_en ?? '')
      .split(';')
      .map((g) => g.trim())
      .filter(Boolean);
    if (glosses.length === 0) fail('no English gloss');
    const source = row.source ?? '';
    if (source.length < 10) fail('no source: cite the dictionary or grammar the row is written from');
    return { root, pattern, bab, verb, transitive: transitive as Addition['transitive'], masdars: list(row.masdar).map((m) => m.normalize('NFC')), glosses, source };
  });
}
