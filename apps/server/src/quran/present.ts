/** The Quran answers' shapes, localized. */
import type { Locale } from '@tasreef/contracts';
import type { SuraSummary, WordReading } from '@tasreef/contracts/quran';
import { describeAnalysis, describeNounReading } from '@tasreef/lexicon';
import { PARTICLE_TYPE_NAMES, type Reading, type Sura } from '@tasreef/quran';
import type { LoadedLexicon } from '../search/lexicon.ts';

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

export function readingOf(word: string, r: Reading, lex: LoadedLexicon, locale: Locale): WordReading {
  if (r.of === 'particle')
    return {
      kind: 'particle',
      description: describeParticle(word, r, locale),
      root: r.root,
      lemma: r.lemma,
      pattern: null,
      verb_id: null,
      verb_url: null,
      proclitics: r.proclitics,
      enclitics: r.enclitic ? [r.enclitic] : [],
    };
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
      verb_url: from?.url ?? rootSearch(locale, r.root),
      proclitics: r.proclitics.filter((p) => p !== 'ال'),
      enclitics: r.enclitic ? [r.enclitic] : [],
    };
  }
  const url = r.in_lexicon ? (lex.search.summaryOf(r.verb_id, locale)?.url ?? null) : rootSearch(locale, r.root);
  return {
    kind: r.kind === 'verb' ? 'verb' : 'derived_noun',
    description: describeAnalysis({ ...r, word }, locale),
    root: r.root,
    lemma: r.lemma,
    pattern: r.pattern,
    verb_id: r.in_lexicon ? r.verb_id : null,
    verb_url: url,
    proclitics: r.proclitics.filter((p) => p !== 'ال'),
    enclitics: r.enclitics,
  };
}
