/** The engine's input for a verb of the lexicon: its root, pattern and vowels; transitive unless a source says otherwise. */
import type { VerbInput } from '@tasreef/morphology';
import type { LexiconEntry } from './types.ts';

export function verbInput(e: Pick<LexiconEntry, 'root' | 'pattern' | 'past_vowel' | 'present_vowel' | 'transitive'>): VerbInput {
  return { root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive: e.transitive ?? true };
}
