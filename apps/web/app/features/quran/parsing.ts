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

const LETTER = /[\u0621-\u064A\u0671]/;
/** A letter with the marks written on it. */
const clustersOf = (word: string): string[] => {
  const out: string[] = [];
  for (const c of word.normalize('NFC')) {
    if (LETTER.test(c) || out.length === 0) out.push(c);
    else out[out.length - 1] += c;
  }
  return out;
};
/** Letters only, every alif and hamza seat one alif (the segments' citation forms and the written word differ there). */
const bareOf = (s: string): string =>
  s
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي');

/**
 * The segments as the word writes them (وَ | ال | أَرْضِ; قَالُ | وا), so that they spell the word
 * as the Corpus shows it; null when the letters do not split at the reading's clitics (a nūn
 * merged, مِمَّا = مِنْ + مَا; an alif dropped), and the segments keep their citation forms.
 */
export function writtenSegments(standard: string, r: WordReading): { pre: string[]; article: string | null; stem: string; subject: string | null; post: string[] } | null {
  const cs = clustersOf(standard.split(' ').pop()!);
  let i = 0;
  let j = cs.length;
  const take = (from: number, n: number): string => cs.slice(from, from + n).join('');
  const matches = (from: number, bare: string): boolean => from >= 0 && bareOf(take(from, [...bare].length)) === bare;
  const pre: string[] = [];
  for (const p of r.proclitics) {
    const bare = bareOf(p);
    // a vocative يَا written as a word of its own (يَا قَوْمِ) keeps its own spelling
    if (bare === 'يا' && standard.includes(' ')) {
      pre.push(p);
      continue;
    }
    if (!matches(i, bare)) return null;
    pre.push(take(i, bare.length));
    i += bare.length;
  }
  let article: string | null = null;
  if (r.definite) {
    // the article's alif is not written after لِ (لِلنَّاسِ)
    const n = matches(i, 'ال') ? 2 : bareOf(r.proclitics.at(-1) ?? '') === 'ل' && matches(i, 'ل') ? 1 : 0;
    if (!n) return null;
    article = take(i, n);
    i += n;
  }
  const post: string[] = [];
  for (const e of [...r.enclitics].reverse()) {
    const bare = bareOf(e);
    if (!matches(j - bare.length, bare)) return null;
    j -= bare.length;
    post.unshift(take(j, bare.length));
  }
  let subject: string | null = null;
  if (r.subject) {
    const own = bareOf(r.subject);
    // وا loses its alif before an object pronoun (قَالُوهَا)
    const forms = own === 'وا' && post.length ? [own, 'و'] : [own];
    let n = 0;
    for (const b of forms) {
      if (matches(j - b.length, b)) n = b.length;
      // the indicative's ن after the pronoun is the sign of the mood, shown with it (يَقُولُ | ونَ)
      else if (r.features.mood === 'ind' && matches(j - b.length - 1, `${b}ن`)) n = b.length + 1;
      if (n) break;
    }
    if (!n) return null;
    j -= n;
    subject = take(j, n);
  }
  if (j <= i) return null;
  // a particle's stem is the particle's letters, or the letters did not split where the reading says (إِنَّا: two nūns merged)
  if (r.kind === 'particle' && bareOf(take(i, j - i)) !== bareOf(r.lemma)) return null;
  return { pre, article, stem: take(i, j - i), subject, post };
}

/** The reading's segments with their tags, as the word writes them when `standard` is given and they split. */
export function segmentsOf(r: WordReading, t: T, standard?: string): Segment[] {
  const verb = r.pos === 'verb';
  const passive = r.features.voice === 'pass';
  const w = standard ? writtenSegments(standard, r) : null;
  return [
    ...r.proclitics.map((p, k) => ({ text: w?.pre[k] ?? p, tag: t(procliticTag(p, verb)), stem: false })),
    ...(r.definite ? [{ text: w?.article ?? 'ال', tag: t('quran.seg.article'), stem: false }] : []),
    { text: w?.stem ?? r.lemma, tag: t(`quran.pos.${r.pos}`), stem: true },
    // the subject pronoun before the object's (قَالُوهَا: قَالَ + وا + هَا)
    ...(r.subject ? [{ text: w?.subject ?? r.subject, tag: t(passive ? 'quran.seg.subjectPassive' : 'quran.seg.subject'), stem: false }] : []),
    ...r.enclitics.map((e, k) => ({ text: w?.post[k] ?? e, tag: t('quran.seg.pronoun'), stem: false })),
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
