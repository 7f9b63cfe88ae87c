/**
 * Wrong forms a learner writes, made on purpose as distractors:
 * - the sound template forced on a weak or doubled root (يَقْوُلْ for يَقُلْ، مَدَدَ for مَدَّ، اِصْتَبَرَ
 *   for اِصْطَبَرَ): the same slot conjugated for a sound root of the same pattern, its radicals
 *   replaced by the verb's — "a weak letter kept where it drops";
 * - a hamza on the wrong seat (سَئَلَ for سَأَلَ).
 * Every result is checked well formed by the caller and never equals a right answer.
 */
import { conjugate, derive, letters, type DerivedNounKey, type SlotKey, type SlotValue } from '@tasreef/morphology';
import type { LexiconEntry } from '@tasreef/lexicon';
import { formsOf } from './verb-data.ts';

const TRI = ['ف', 'ع', 'ل'];
const QUAD = ['د', 'ح', 'ر', 'ج'];

const templates = new Map<string, { slots: Partial<Record<SlotKey, SlotValue>>; nouns: () => Record<string, SlotValue> }>();

function templateOf(e: LexiconEntry) {
  const key = `${e.pattern}|${e.past_vowel}|${e.present_vowel}|${e.transitive !== false}`;
  let t = templates.get(key);
  if (!t) {
    const input = {
      root: (e.radicals === 4 ? QUAD : TRI).join(''),
      pattern: e.pattern,
      past_vowel: e.past_vowel,
      present_vowel: e.present_vowel,
      transitive: e.transitive !== false,
    };
    const slots = conjugate(input).slots;
    let nouns: Record<string, SlotValue> | null = null;
    t = { slots, nouns: () => (nouns ??= derive(input).nouns as Record<string, SlotValue>) };
    templates.set(key, t);
  }
  return t;
}

function substitute(form: string, e: LexiconEntry): string {
  const from = e.radicals === 4 ? QUAD : TRI;
  const to = [...e.root];
  let out = '';
  for (const ch of form) {
    const i = from.indexOf(ch);
    out += i >= 0 ? to[i]! : ch;
  }
  return out.normalize('NFC');
}

const hasHamza = (root: string): boolean => root.includes(letters.HAMZA);

/** The slot (or derived noun) built as if the root were sound; null for hamzated roots (see hamza). */
export function soundTemplateForm(e: LexiconEntry, what: { slot: SlotKey } | { noun: DerivedNounKey }): string | null {
  if (hasHamza(e.root)) return null;
  const t = templateOf(e);
  const value = 'slot' in what ? t.slots[what.slot] : t.nouns()[what.noun];
  const first = formsOf(value)[0];
  return first ? substitute(first, e) : null;
}

const SEATS = [letters.ALEF_HAMZA_ABOVE, letters.WAW_HAMZA, letters.YEH_HAMZA, letters.HAMZA];

/** The form with one hamza moved to another seat (first position first). */
export function misplacedHamzas(form: string): string[] {
  const chars = [...form];
  const out: string[] = [];
  chars.forEach((ch, i) => {
    if (!SEATS.includes(ch) && ch !== letters.ALEF_HAMZA_BELOW) return;
    for (const seat of SEATS) {
      if (seat === ch || (i === 0 && seat !== letters.ALEF_HAMZA_ABOVE && seat !== letters.ALEF_HAMZA_BELOW)) continue;
      out.push([...chars.slice(0, i), seat, ...chars.slice(i + 1)].join('').normalize('NFC'));
    }
  });
  return out;
}

export const LEARNER_ERROR_NOTE = {
  sound: {
    ar: 'خطأ شائع: بناء الكلمة على وزن الصحيح دون مراعاة حرف العلة أو التضعيف أو الإبدال',
    en: 'a common error: the sound template applied without the changes this root needs',
  },
  hamza: { ar: 'خطأ شائع: الهمزة على غير كرسيها', en: 'a common error: the hamza on the wrong seat' },
} as const;
