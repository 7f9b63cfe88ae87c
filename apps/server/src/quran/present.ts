/** The Quran answers' shapes, localized. */
import type { Locale } from '@tasreef/contracts';
import type { SuraSummary, WordFeatures, WordReading } from '@tasreef/contracts/quran';
import { describeAnalysis, describeNounReading, type Analyzer, type LexiconNoun } from '@tasreef/lexicon';
import { PARTICLE_TYPE_NAMES, type Reading, type Sura } from '@tasreef/quran';
import type { LoadedLexicon } from '../search/lexicon.ts';
import { closedClassGloss } from './glosses.ts';
import { subjectPronoun } from './subject.ts';

export function suraSummaryOf(s: Sura, locale: Locale): SuraSummary {
  return {
    number: s.number,
    name_ar: s.name,
    name_en: s.transliteration,
    translation_en: s.translation,
    revelation: s.revelation,
    verses: s.verses.length,
    url: `/${locale}/quran/${s.number}`,
  };
}

const rootSearch = (locale: Locale, root: string): string => `/${locale}/basic-search?q=${encodeURIComponent([...root].join(' '))}`;

/** A particle's reading in words: «عَلَيْهِمْ: preposition عَلَى, with the attached pronoun هُمْ». */
function describeParticle(word: string, r: Extract<Reading, { of: 'particle' }>, locale: Locale): string {
  const kind = PARTICLE_TYPE_NAMES[r.type][locale];
  const parts = [`${kind} ${r.lemma}`];
  if (locale === 'ar') {
    if (r.proclitics.length) parts.push(`مع ${r.proclitics.join(' + ')}`);
    if (r.enclitic) parts.push(`متصل به الضمير ${r.enclitic}`);
    return `${word}: ${parts.join('، ')}`;
  }
  if (r.proclitics.length) parts.push(`with ${r.proclitics.join(' + ')}`);
  if (r.enclitic) parts.push(`with the attached pronoun ${r.enclitic}`);
  return `${word}: ${parts.join(', ')}`;
}

const NO_FEATURES: WordFeatures = { case: null, sign: null, state: null, tense: null, mood: null, person: null, voice: null };
const CASES: Record<string, WordFeatures['case']> = { nom: 'nom', acc: 'acc', gen: 'gen' };
const MOODS: Record<string, WordFeatures['mood']> = { indicative: 'ind', subjunctive: 'sub', jussive: 'jus', energetic_heavy: 'ener', energetic_light: 'ener' };

const DAMMA = /[\u064F\u064C]/;
const FATHA = /[\u064E\u064B]/;
const KASRA = /[\u0650\u064D]/;
const LETTER = /[\u0621-\u064A\u0671]/;
const looseLetters = (s: string): number => [...s].filter((c) => LETTER.test(c)).length;

const BY_LETTER = { nom: 'waw', acc: 'alif', gen: 'ya' } as const;
/** The five nouns (الأسماء الخمسة), by their letters: with a pronoun they show the case by a letter. */
const FIVE_NOUNS = new Set(['اب', 'اخ', 'ذو', 'حم', 'فو']);
const bareOf = (s: string): string => s.replace(/[\u064B-\u065F\u0670]/g, '').replace(/[أإآٱ]/g, 'ا');

/**
 * The written sign of a noun's case (علامة الإعراب): the dual's alif or ya, the sound masculine
 * plural's waw or ya, the five nouns' waw, alif or ya before a pronoun, otherwise the vowel on the
 * stem's last letter (before the attached pronoun). Null when the word shows none (a final alif maqsura).
 */
export function caseSign(word: string, kase: 'nom' | 'acc' | 'gen', enclitics: readonly string[], number: string | null | undefined, lemma: string): WordFeatures['sign'] {
  const letters = [...word.normalize('NFC')];
  let drop = enclitics.reduce((n, e) => n + looseLetters(e), 0);
  while (drop > 0 && letters.length) if (LETTER.test(letters.pop()!)) drop--;
  const stem = letters.join('');
  const bare = bareOf(stem);
  if (number === 'dual') return kase === 'nom' ? 'alif' : 'ya';
  if (number === 'plural' && (/(ون|ين)$/.test(bare) || (enclitics.length > 0 && /ُو$|ِي$/.test(stem)))) return kase === 'nom' ? 'waw' : 'ya';
  if (FIVE_NOUNS.has(bareOf(lemma).replace(/[يى]$/, '')) && (enclitics.length > 0 || bare.startsWith('ذ'))) return BY_LETTER[kase];
  let marks = '';
  for (let i = letters.length - 1; i >= 0 && !LETTER.test(letters[i]!); i--) marks = letters[i]! + marks;
  if (DAMMA.test(marks)) return 'damma';
  if (FATHA.test(marks)) return 'fatha';
  if (KASRA.test(marks)) return 'kasra';
  return null;
}

/** A noun reading's case, sign and state: ال makes it definite, an attached pronoun construct. */
function nounFeatures(
  word: string,
  r: { case?: string | null; definiteness?: string | null; number?: string | null; lemma: string },
  definite: boolean,
  enclitics: readonly string[],
): WordFeatures {
  const kase = CASES[r.case ?? ''] ?? null;
  const definiteness = r.definiteness;
  const state = definite ? 'def' : enclitics.length ? 'construct' : definiteness === 'definite' ? 'def' : definiteness === 'indefinite' ? 'indef' : null;
  return { ...NO_FEATURES, case: kase, sign: kase ? caseSign(word, kase, enclitics, r.number, r.lemma) : null, state };
}

/** A verb reading's tense, mood, person and voice, from its slot (`present_jussive.active.3mp`). */
function verbFeatures(slot: string | undefined): WordFeatures {
  const [tense = '', voice = '', person = ''] = (slot ?? '').split('.');
  const present = tense.startsWith('present_');
  return {
    ...NO_FEATURES,
    tense: present ? 'present' : tense.startsWith('imperative') ? 'imperative' : tense === 'past' ? 'past' : null,
    mood: present ? (MOODS[tense.slice('present_'.length)] ?? null) : null,
    person: person || null,
    voice: voice === 'passive' ? 'pass' : voice === 'active' ? 'act' : null,
  };
}

/** The lexicon's nouns by id (the analyzer holds them as a list). */
const nounIndex = new WeakMap<Analyzer, Map<string, LexiconNoun>>();
function nounGloss(analyzer: Analyzer, id: string): string | null {
  let m = nounIndex.get(analyzer);
  if (!m) nounIndex.set(analyzer, (m = new Map(analyzer.nouns.map((n) => [n.id, n]))));
  return m.get(id)?.glosses[0] ?? null;
}

export function readingOf(word: string, r: Reading, lex: LoadedLexicon, locale: Locale): WordReading {
  if (r.of === 'particle')
    return {
      kind: 'particle',
      description: describeParticle(word, r, locale),
      root: r.root,
      lemma: r.lemma,
      pattern: null,
      verb_id: null,
      verb: null,
      verb_url: null,
      proclitics: r.proclitics,
      enclitics: r.enclitic ? [r.enclitic] : [],
      subject: null,
      pos: r.type,
      definite: false,
      // a proper noun has a case (ٱللَّهِ: مجرور وعلامة جره الكسرة; إِسْرَائِيلَ after بَنِي: its fatha)
      features: r.case ? { ...NO_FEATURES, case: r.case, sign: caseSign(word, r.case, [], null, r.lemma) } : NO_FEATURES,
      gloss: closedClassGloss(r.type, r.lemma),
    };
  const definite = r.proclitics.includes('ال');
  if (r.of === 'noun') {
    // the noun's own lemma first; the verb it comes from, when known, is its page (ADR 0077)
    const from = r.from_verb?.verb_id ? lex.search.summaryOf(r.from_verb.verb_id, locale) : null;
    return {
      kind: 'noun',
      description: describeNounReading({ ...r, word }, locale),
      root: r.root,
      lemma: r.lemma,
      pattern: null,
      verb_id: from ? r.from_verb!.verb_id : null,
      verb: r.from_verb?.lemma ?? null,
      verb_url: from?.url ?? rootSearch(locale, r.root),
      proclitics: r.proclitics.filter((p) => p !== 'ال'),
      enclitics: r.enclitic ? [r.enclitic] : [],
      subject: null,
      pos: r.pos,
      definite,
      features: nounFeatures(word, r, definite, r.enclitic ? [r.enclitic] : []),
      gloss: nounGloss(lex.analyzer, r.noun_id),
    };
  }
  const url = r.in_lexicon ? (lex.search.summaryOf(r.verb_id, locale)?.url ?? null) : rootSearch(locale, r.root);
  const features = r.kind === 'verb' ? verbFeatures(r.slot) : nounFeatures(word, r, definite, r.enclitics);
  return {
    kind: r.kind === 'verb' ? 'verb' : 'derived_noun',
    description: describeAnalysis({ ...r, word }, locale),
    root: r.root,
    // a derived noun's own lemma (مُؤْمِن, كَذِب), its verb the page (ADR 0077, 0105)
    lemma: r.noun_lemma ?? r.lemma,
    pattern: r.pattern,
    verb_id: r.in_lexicon ? r.verb_id : null,
    verb: r.lemma,
    verb_url: url,
    proclitics: r.proclitics.filter((p) => p !== 'ال'),
    enclitics: r.enclitics,
    subject: r.kind === 'verb' ? subjectPronoun(features.tense, features.person) : null,
    pos: r.kind === 'verb' ? 'verb' : 'noun',
    definite,
    features,
    gloss: r.in_lexicon ? (lex.search.entry(r.verb_id)?.glosses[0] ?? null) : null,
  };
}
