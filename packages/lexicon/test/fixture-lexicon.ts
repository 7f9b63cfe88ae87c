/**
 * A small lexicon source directory for build tests, in the layout of LEXICON_DIR (verbs.tsv and
 * the Sarf tables under sarf/, with their headers). Callers give the rows; the files not given
 * are written with their header only. Returns the directory; the caller removes it.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const VERB_HEADER =
  'id\troot\talt_roots\tradicals\tpattern\tpast_vowel\tpresent_vowel\tbab\tverb\tverb_bare\troot_class\ttransitive\tmasdar\tgloss_en\tfreq\tfreq_shared\tsources\telixir_pattern\tarramooz_bab\tnotes\telixir_ref';

const NOUN_HEADER = 'id\troot\tradicals\tpos\tlemma\tlemma_bare\ttranslit\tpattern\tplural\tplural_translit\tplural_pattern\tfeminine\tgloss_en\tnotes\telixir_ref';

const SARF_HEADERS = {
  'trilateral_unaugmented.tsv': 'root\tbab\tpast_vowel\tpresent_vowel\ttransitivity\tmasdars\tmasdar_patterns\tmasdar_symbols\tentry\tnotes',
  'trilateral_augmented.tsv': 'root\tpattern\tsarf_formula_no\ttransitivity',
  'quadrilateral_unaugmented.tsv': 'root\tpattern\ttransitivity',
  'quadrilateral_augmented.tsv': 'root\tpattern\tsarf_formula_no\ttransitivity',
  'masdar_mimi.tsv': 'root\tformula\tmasdar_mimi\tnotes',
  'adjectives.tsv': 'root\tbab\tpast_vowel\tpresent_vowel\tformulas',
  'intensive_nonstandard.tsv': 'root\tformulas',
  'instrument_nonstandard.tsv': 'root\tformulas',
  'place_time.tsv': 'root\tbab\tpast_vowel\tpresent_vowel\tformulas',
  'elative_roots.tsv': 'root',
} as const;

export type SarfFile = keyof typeof SARF_HEADERS;

/** One verbs.tsv row from its named cells (the others empty). */
export function verbRow(cells: Record<string, string>): string {
  return VERB_HEADER.split('\t')
    .map((h) => cells[h] ?? '')
    .join('\t');
}

export function writeFixtureLexicon(prefix: string, verbs: readonly string[], sarf: Partial<Record<SarfFile, readonly string[]>> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(dir, 'sarf'));
  writeFileSync(path.join(dir, 'verbs.tsv'), [VERB_HEADER, ...verbs].join('\n') + '\n');
  writeFileSync(path.join(dir, 'nouns.tsv'), NOUN_HEADER + '\n');
  for (const [name, header] of Object.entries(SARF_HEADERS)) {
    writeFileSync(path.join(dir, 'sarf', name), [header, ...(sarf[name as SarfFile] ?? [])].join('\n') + '\n');
  }
  return dir;
}
