/**
 * A verb's conjugation page data: the entry, every slot (variants with notes and the spelling rules
 * that made them), the derived nouns, the participles' declensions, transliteration under each
 * form, and the other verbs of the root. Computed by the engine on demand (the route keeps the
 * serialized answers in an LRU).
 */
import {
  BABS,
  RULES,
  conjugate,
  decline,
  derive,
  isFrozenVerb,
  DECLENSION_KEYS,
  DERIVED_NOUN_KEYS,
  SLOT_KEYS,
  transliterate,
  type RuleApplication,
  type SlotValue,
} from '@tasreef/morphology';
import { patternIdOf, summaryOfEntry, verbInput, type LexiconEntry } from '@tasreef/lexicon';
import type { Locale } from '@tasreef/contracts';
import { patternCitation, type TableForm, type VerbPage } from '@tasreef/contracts/search';
import type { LoadedLexicon } from '../search/lexicon.ts';
import { verbOf } from '../search/present.ts';

const list = (v: SlotValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v : [v]);

function tr(form: string): string {
  try {
    return transliterate(form);
  } catch {
    return '';
  }
}
const form = (ar: string): TableForm => ({ ar, tr: tr(ar) });

/** The page of a verb outside the lexicon, built from its root and pattern: /{locale}/conjugate?root=…&pattern=…. */
export function unattestedPath(locale: Locale, e: Pick<LexiconEntry, 'root' | 'pattern' | 'bab'>): string {
  return `/${locale}/conjugate?root=${encodeURIComponent(e.root)}&pattern=${encodeURIComponent(patternIdOf(e))}`;
}

/** The one canonical page of a verb: /{locale}/conjugations/{type}/{id}. */
export function canonicalPath(locale: Locale, e: Pick<LexiconEntry, 'type' | 'id'>): string {
  return `/${locale}/conjugations/${encodeURIComponent(e.type)}/${encodeURIComponent(e.id)}`;
}

/** A rule as the page shows it: name, the learner's sentence (the hamza's: the seat rules that fired), before → after. */
function ruleStep(r: RuleApplication, locale: Locale): VerbPage['explanations'][string][number] {
  const info = RULES[r.id];
  const sentence =
    r.seats && r.seats.length > 0 ? [...new Set(r.seats.map((s) => s[locale]))].join(locale === 'ar' ? '؛ ' : '; ') : locale === 'ar' ? info.descriptionAr : info.description;
  return { id: r.id, text: r[locale], sentence, before: r.before ?? null, after: r.after ?? null };
}

const DECLINED = ['active_participle', 'passive_participle'] as const;

function build(lex: LoadedLexicon, e: LexiconEntry, locale: Locale, attested = true): VerbPage {
  const input = verbInput(e);
  const conj = conjugate(input, { explain: true });
  const slots: VerbPage['slots'] = {};
  const notes: VerbPage['notes'] = {};
  const explanations: VerbPage['explanations'] = {};
  for (const key of SLOT_KEYS) {
    const forms = list(conj.slots[key]);
    if (forms.length === 0) continue;
    slots[key] = forms.map(form);
    const note = conj.notes[key];
    if (note) notes[key] = note[locale];
    const rules = conj.explanations?.[key] ?? [];
    if (rules.length > 0) explanations[key] = rules.map((r) => ruleStep(r, locale));
  }
  const d = derive({ ...input, masdars: e.pattern === 'I' && e.masdars.length > 0 ? e.masdars : null, attested: e.attested });
  const nouns: VerbPage['nouns'] = {};
  for (const key of DERIVED_NOUN_KEYS) nouns[key] = list(d.nouns[key] as SlotValue).map(form);
  const declensions: VerbPage['declensions'] = {};
  for (const key of DECLINED) {
    const base = nouns[key]?.[0]?.ar;
    if (!base || base.includes(' ')) continue;
    try {
      const cells = decline(base, { kind: 'participle' });
      declensions[key] = Object.fromEntries(DECLENSION_KEYS.map((k) => [k, cells[k] ? form(cells[k]) : null]));
    } catch {
      // a form the declension does not take (none expected for participles): the table is left out
    }
  }
  const related = lex.search
    .verbsOfRoot(e.root)
    .filter((i) => lex.analyzer.entries[i]!.id !== e.id)
    .slice(0, 30)
    .map((i) => verbOf(lex.search.summary(i, locale)));
  const summary = attested ? lex.search.summary(lex.analyzer.entries.indexOf(e), locale) : { ...summaryOfEntry(e, locale), url: unattestedPath(locale, e) };
  return {
    verb: {
      ...verbOf(summary),
      present: e.present,
      masdar: e.masdar,
      type_name: locale === 'ar' ? e.type_ar : e.type_en,
      bab: e.bab,
      transitive: e.transitive,
      lemma_tr: tr(e.lemma),
      present_tr: e.present ? tr(e.present) : null,
      weight: patternCitation(e.pattern === 'I' ? `I${e.bab ?? ''}` : e.pattern) ?? e.pattern,
      bab_model: e.pattern === 'I' ? (BABS.find((b) => b.bab === e.bab)?.example ?? null) : null,
      glosses: e.glosses,
      masdars: e.masdars,
      radicals: e.radicals,
      weak: e.weak,
      augmented: e.augmented,
      passive_only: e.passive_only,
      canonical: attested ? canonicalPath(locale, e) : unattestedPath(locale, e),
      attested,
      frozen: isFrozenVerb(e.root, e.pattern, e.past_vowel ?? undefined, e.present_vowel ?? undefined),
    },
    slots,
    notes,
    explanations,
    nouns,
    noun_notes: d.notes.map((n) => n[locale]),
    guesses: Object.keys(d.guesses),
    declensions,
    related,
  };
}

export function verbPage(lex: LoadedLexicon, id: string, locale: Locale): VerbPage | null {
  const e = lex.search.entry(id);
  return e ? build(lex, e, locale) : null;
}

/** A verb built from a root and a pattern the lexicon does not hold (unattested.ts), as a page. */
export function unattestedPage(lex: LoadedLexicon, e: LexiconEntry, locale: Locale): VerbPage {
  return build(lex, e, locale, false);
}
