/** How questions name things, in both languages (the terms themselves are contracts/grammar-terms). */
import { NOUNS, PRONOUNS, TENSES, VOICES } from '@tasreef/contracts/grammar-terms';
import { PATTERN_WEIGHTS } from '@tasreef/contracts/search';
import type { Bilingual } from '@tasreef/contracts/exams';
import { VERB_TYPES, type Person, type SlotKey } from '@tasreef/morphology';

export const tenseName = (t: string): Bilingual => TENSES[t as keyof typeof TENSES] ?? { ar: t, en: t };
export const voiceName = (v: string): Bilingual => VOICES[v as keyof typeof VOICES] ?? { ar: v, en: v };
/** Names a question gives one form: the grammar's heading «صيغ المبالغة» is plural, one form is «صيغة مبالغة». */
const ONE_FORM: Readonly<Record<string, Bilingual>> = { intensive: { ar: 'صيغة مبالغة', en: 'Intensive form' } };

export const nounName = (n: string): Bilingual => ONE_FORM[n] ?? NOUNS[n] ?? { ar: n, en: n };

/** The two third-person duals share هُمَا: an option names its gender so no two read alike. */
const DUAL_GENDER: Partial<Record<string, string>> = { '3md': 'هُمَا (للمذكَّر)', '3fd': 'هُمَا (للمؤنَّث)' };

/** «هُمْ» / "they (m. pl.)" */
export function personName(p: string): Bilingual {
  const n = PRONOUNS[p as Person];
  return n ? { ar: DUAL_GENDER[p] ?? n.ar, en: n.en } : { ar: p, en: p };
}

/** Form I's weight with the verb's own past vowel: قَالَ (قَوَلَ) فَعَلَ، عَلِمَ فَعِلَ، حَسُنَ فَعُلَ. */
const FORM_I: Readonly<Record<string, string>> = { a: 'فَعَلَ', i: 'فَعِلَ', u: 'فَعُلَ' };

/**
 * A pattern's name; form I with the verb's own past vowel («ثلاثي مجرد: فَعَلَ» for قَالَ, never
 * «فَعَلَ / فَعِلَ / فَعُلَ» for every verb), or «ثلاثي مجرد» alone when no verb of form I is meant
 * (a wrong choice for a verb of another pattern).
 */
export function patternName(id: string, pastVowel?: string | null): Bilingual {
  // written in Arabic in both languages, as every other pattern is (II (فَعَّلَ))
  if (id === 'I') {
    const w = pastVowel ? FORM_I[pastVowel] : undefined;
    return w ? { ar: `ثلاثي مجرد: ${w}`, en: `I (${w})` } : { ar: 'ثلاثي مجرد', en: 'I (the bare triliteral)' };
  }
  const w = PATTERN_WEIGHTS[id as keyof typeof PATTERN_WEIGHTS] ?? id;
  return { ar: w, en: `${id} (${w})` };
}

/** «على وزن فَعَّلَ» / «ثلاثي مجرد على وزن فَعَلَ»: a pattern said in a sentence. */
export function patternPhrase(id: string, pastVowel?: string | null): Bilingual {
  const n = patternName(id, pastVowel);
  if (id !== 'I') return { ar: `على وزن ${n.ar}`, en: `on pattern ${n.en}` };
  const w = pastVowel ? FORM_I[pastVowel] : undefined;
  return w ? { ar: `ثلاثي مجرد على وزن ${w}`, en: `on pattern ${n.en}` } : { ar: 'ثلاثي مجرد', en: `on pattern ${n.en}` };
}

export function verbTypeName(id: string, fallback?: { ar: string; en: string }): Bilingual {
  const t = VERB_TYPES[id as keyof typeof VERB_TYPES] as { ar: string; en: string } | undefined;
  return t ? { ar: t.ar, en: t.en } : (fallback ?? { ar: id, en: id });
}

export const rootName = (root: string): Bilingual => ({ ar: [...root].join(' '), en: [...root].join(' ') });

/**
 * A slot in words, in two parts so sentences can place the verb between them:
 * form «المضارع المجزوم المبني للمعلوم» / "present jussive active", person «هُمْ» / "they (m. pl.)".
 */
export function slotWords(slot: SlotKey | string): { form: Bilingual; person: Bilingual } {
  const [tense, voice, person] = slot.split('.') as [string, string, string];
  const t = tenseName(tense),
    v = voiceName(voice);
  // "imperative, heavy nūn" cannot take the voice after it: "active imperative with the heavy nūn"
  const en = t.en.includes(', ') ? `${v.en.toLowerCase()} ${t.en.toLowerCase().replace(', ', ' with the ')}` : `${t.en.toLowerCase()} ${v.en.toLowerCase()}`;
  return { form: { ar: `${t.ar} ${v.ar}`, en }, person: personName(person) };
}

/** «المضارع المجزوم المبني للمعلوم مع الضمير هُمْ» / "present jussive active for they (m. pl.)" */
export function slotName(slot: SlotKey | string): Bilingual {
  const w = slotWords(slot);
  return { ar: `${w.form.ar} مع الضمير ${w.person.ar}`, en: `${w.form.en} for ${w.person.en}` };
}

/** A slot of a verb in a sentence: «المضارع المجزوم المبني للمعلوم من الفعل كَتَبَ يَكْتُبُ مع الضمير هُمْ». */
export function slotOfVerb(slot: SlotKey | string, citation: string): Bilingual {
  const w = slotWords(slot);
  return { ar: `${w.form.ar} من الفعل ${citation} مع الضمير ${w.person.ar}`, en: `${w.form.en} of ${iso(citation)} for ${w.person.en}` };
}

/** Wraps an Arabic form for an English sentence (kept whole by bidi isolation marks). */
export const iso = (ar: string): string => `\u2068${ar}\u2069`;
