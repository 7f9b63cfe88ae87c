/**
 * A reading as the Quranic Arabic Corpus shows a word: its segments (proclitics, the article, the
 * stem, a verb's subject pronoun, the attached pronouns), each with its tag, and one parsing line
 * («اسم مجرور وعلامة جره الكسرة», «genitive noun, its genitive case marked by the kasra»; «فعل ماضٍ،
 * صيغة هم، وواو الجماعة ضمير متصل مبني في محل رفع فاعل»), every word of it from the catalog.
 */
import type { WordReading } from '@tasreef/contracts/quran';
import type { Translate as T } from '../../i18n/index.ts';
import type { MessageKey } from '../../i18n/types.ts';

export interface Segment {
  text: string;
  tag: string;
  stem: boolean;
}

const MARKS = /[\u064B-\u065F\u0670]/g;

/** A proclitic's tag: وَ فَ conjunctions, بِ كَ لِ prepositions (لِ before a verb its lām), لَ emphatic, سَ future, أَ question, يَا vocative. */
function procliticTag(p: string, beforeVerb: boolean): MessageKey {
  const bare = p.replace(MARKS, '');
  if (bare === 'و' || bare === 'ف') return 'quran.pos.conjunction';
  if (bare === 'س') return 'quran.pos.future';
  if (bare === 'أ' || bare === 'ا') return 'quran.pos.interrogative';
  if (bare === 'يا') return 'quran.pos.vocative';
  if (bare === 'ل') return p.includes('\u064E') ? 'quran.seg.emphatic' : beforeVerb ? 'quran.seg.lamVerb' : 'quran.pos.preposition';
  return 'quran.pos.preposition';
}

/** The name grammar gives a verb's attached subject pronoun (واو الجماعة، تاء الفاعل …), by its letters. */
function pronounName(subject: string): MessageKey {
  const bare = subject.replace(MARKS, '');
  if (bare === 'وا' || bare === 'و') return 'quran.parse.pronounName.waw';
  if (bare === 'ا') return 'quran.parse.pronounName.alif';
  if (bare === 'ن') return 'quran.parse.pronounName.nun';
  if (bare === 'ي') return 'quran.parse.pronounName.ya';
  if (bare === 'نا') return 'quran.parse.pronounName.na';
  return 'quran.parse.pronounName.ta';
}

export function segmentsOf(r: WordReading, t: T): Segment[] {
  const verb = r.pos === 'verb';
  const passive = r.features.voice === 'pass';
  return [
    ...r.proclitics.map((p) => ({ text: p, tag: t(procliticTag(p, verb)), stem: false })),
    ...(r.definite ? [{ text: 'ال', tag: t('quran.seg.article'), stem: false }] : []),
    { text: r.lemma, tag: t(`quran.pos.${r.pos}`), stem: true },
    // the subject pronoun before the object's (قَالُوهَا: قَالَ + وا + هَا)
    ...(r.subject ? [{ text: r.subject, tag: t(passive ? 'quran.seg.subjectPassive' : 'quran.seg.subject'), stem: false }] : []),
    ...r.enclitics.map((e) => ({ text: e, tag: t('quran.seg.pronoun'), stem: false })),
  ];
}

/** The stem's parsing line in the page's language. */
export function parsingOf(r: WordReading, t: T): string {
  const f = r.features;
  const pos = t(`quran.pos.${r.pos}`);
  if (r.pos === 'verb' && f.tense) {
    const verb = t(`quran.parse.tense.${f.tense === 'present' ? (f.mood ?? 'ind') : f.tense}`);
    if (!f.person) return verb;
    const person = t(`quran.parse.person.${f.person}` as MessageKey);
    const line = t(f.voice === 'pass' ? 'quran.parse.verbPassive' : 'quran.parse.verb', { verb, person });
    if (!r.subject) return line;
    return t(f.voice === 'pass' ? 'quran.parse.subjectPassive' : 'quran.parse.subject', { line, name: t(pronounName(r.subject)) });
  }
  if (!f.case) return f.state && r.pos !== 'verb' && r.kind !== 'particle' ? t('quran.parse.withState', { line: pos, state: t(`quran.parse.state.${f.state}`) }) : pos;
  const kase = t(`quran.parse.case.${f.case}`);
  const line = f.sign
    ? t('quran.parse.nounSign', { pos, case: kase, of: t(`quran.parse.of.${f.case}`), sign: t(`quran.parse.sign.${f.sign}`) })
    : t('quran.parse.noun', { pos, case: kase });
  return f.state ? t('quran.parse.withState', { line, state: t(`quran.parse.state.${f.state}`) }) : line;
}
