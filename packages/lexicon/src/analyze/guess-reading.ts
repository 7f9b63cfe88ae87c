/**
 * Readings of a word as a form of a verb the lexicon does not hold: a root and a pattern from the
 * engine's patterns (guess.ts), each checked by conjugating it. `known` (root|pattern) are left
 * out: the lexicon's own verbs are read from the forms index; `marks`: the marks typed must fit
 * ('exact' letters too).
 */
import { SLOT_KEYS, type Conjugation } from '@tasreef/morphology';
import type { Analysis } from './analyzer.ts';
import { composeAr, CONJS, procliticsAr } from './clitics.ts';
import { decodeCode, type FormInfo } from './forms.ts';
import { candidates as guessCandidates, conjugationOf } from './guess.ts';
import { looseKey, marksConsistent } from './text.ts';

const asList = (v: string | string[] | null | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

export function guessReadings(clean: string, marks: 'exact' | 'loose' | null, known: ReadonlySet<string> | null): Analysis[] {
  const loose = looseKey(clean);
  const out: Analysis[] = [];
  const seen = new Set<string>();
  const conjugations = new Map<string, Conjugation | null>();
  for (const conj of CONJS) {
    if (conj !== '' && !loose.startsWith(conj)) continue;
    const host = conj === '' ? loose : loose.slice(1);
    for (const c of guessCandidates(host)) {
      const t = c.template;
      if (known?.has(`${c.root}|${t.pattern}`)) continue;
      const slot = SLOT_KEYS[t.slot]!;
      // without marks, one reading per root and pattern (its slots and form I's babs spell alike);
      // with marks, one per slot
      const once = marks === null ? `${conj}|${c.root}|${t.pattern}` : `${conj}|${c.root}|${t.pattern}|${slot}`;
      if (seen.has(once)) continue;
      // only the slot read and the lemma's: the engine writes no other form (a word has thousands of candidates)
      const key = `${c.root}|${t.pattern}|${t.bab ?? ''}|${t.slot}`;
      let slots = conjugations.get(key);
      if (slots === undefined) conjugations.set(key, (slots = conjugationOf(c.root, t, [slot, 'past.active.3ms', 'past.passive.3ms'])));
      if (slots === null) continue;
      const forms = asList(slots[slot]).filter((f) => looseKey(f.normalize('NFC')) === host);
      if (forms.length === 0) continue;
      const info = decodeCode(t.slot) as Extract<FormInfo, { kind: 'verb' }>;
      const composed = forms.flatMap((f) => composeAr(f, info, { conj, particle: '', enclitic: null }));
      const form = marks === null ? composed[0] : composed.find((w) => marksConsistent(clean, w, marks));
      if (form === undefined) continue;
      seen.add(once);
      const lemma = asList(slots['past.active.3ms'])[0] ?? asList(slots['past.passive.3ms'])[0] ?? '';
      const [tense, voice, person] = slot.split('.') as [string, string, string];
      out.push({
        word: clean,
        kind: 'verb',
        verb_id: '',
        root: c.root,
        alt_roots: [],
        pattern: t.pattern,
        bab: t.bab,
        lemma,
        verb: lemma,
        slot,
        tense,
        voice,
        person,
        noun: undefined,
        variant: undefined,
        gender: undefined,
        number: undefined,
        definiteness: undefined,
        case: undefined,
        proclitics: procliticsAr(conj, '', false),
        enclitic: null,
        enclitics: [],
        form,
        in_lexicon: false,
      });
      if (out.length >= 30) return out;
    }
  }
  // fewer proclitics first, then triliteral roots before quadriliteral ones
  return out.sort((a, b) => a.proclitics.length - b.proclitics.length || a.root.length - b.root.length);
}
