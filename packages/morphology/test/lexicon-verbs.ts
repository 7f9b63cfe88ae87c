/**
 * Every verb input of the lexicon (LEXICON_DIR/verbs.tsv), for tests that hold over the whole
 * lexicon: a form-I row once per present vowel it lists, a row of either transitivity (y|n) once
 * for each. The engine does not depend on packages/lexicon, so the file is read here directly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requireSharedDir } from '../../../scripts/shared-data.mjs';
import { BABS, type VerbInput } from '../src/types.ts';

export function lexiconVerbInputs(): VerbInput[] {
  const [header, ...rows] = readFileSync(path.join(requireSharedDir('LEXICON_DIR'), 'verbs.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean);
  const col = Object.fromEntries(header!.split('\t').map((n, i) => [n, i]));
  const out: VerbInput[] = [];
  for (const row of rows) {
    const c = row.split('\t');
    const at = (name: string) => c[col[name]!] ?? '';
    const pattern = at('pattern');
    if (pattern === 'XIV' || pattern === 'XV') continue; // not conjugated by the engine
    const transitivity = at('transitive') === 'y|n' ? [true, false] : [at('transitive') !== 'n'];
    for (const transitive of transitivity) {
      const base = { root: at('root'), pattern, transitive };
      if (pattern !== 'I') {
        out.push(base);
        continue;
      }
      for (const present of at('present_vowel').split('|')) {
        if (BABS.some((b) => b.past === at('past_vowel') && b.present === present)) out.push({ ...base, past_vowel: at('past_vowel'), present_vowel: present });
      }
    }
  }
  return out;
}
