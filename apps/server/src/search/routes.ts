/**
 * Search API: `GET /search` (one box), `GET /verbs` (advanced search with facet counts),
 * `GET /autocomplete`, `GET /keyword-groups`, `GET /keyword-groups/{name}`.
 * Handlers parse, ask the lexicon's search service, and present the fixed shapes.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, type Locale, plainText } from '@tasreef/contracts';
import {
  autocompleteAnswerSchema,
  autocompleteQuerySchema,
  keywordGroupAnswerSchema,
  keywordGroupsAnswerSchema,
  SEARCH_QUERY_MAX,
  searchAnswerSchema,
  searchQuerySchema,
  verbsAnswerSchema,
  verbsQuerySchema,
  type KeywordGroupItem,
  type ThemeSection,
} from '@tasreef/contracts/search';
import { typeOfRadicals } from '@tasreef/morphology';
import { describeAnalysis, type Analysis, type KeywordGroup } from '@tasreef/lexicon';
import type { ThemeSectionView } from '@tasreef/lexicon/search/service';
import { AnswerCache, sendJson } from './answer-cache.ts';
import { AppError, fieldError } from '../http/errors.ts';
import type { LexiconHolder, LoadedLexicon } from './lexicon.ts';
import { analysisOf, detailsJson, detailsOf, nounOf, verbOf, verbsJson } from './present.ts';
import { errorResponses, localeParams } from '../http/route-schemas.ts';

const errors = errorResponses(404, 422, 503);

/** The loaded lexicon; without it every search answers a 503 lexicon_unavailable. */
export function loadedLexicon(holder: LexiconHolder): LoadedLexicon {
  const lex = holder.get();
  if (!lex) throw new AppError('lexicon_unavailable', 503, 'lexicon_unavailable');
  return lex;
}

function groupItem(g: KeywordGroup, locale: Locale): KeywordGroupItem {
  const item: KeywordGroupItem = {
    name: g.name,
    kind: g.kind,
    title: g.title[locale],
    description: g.description[locale],
    count: g.count,
    url: `/${locale}/more-keywords/${encodeURIComponent(g.name)}`,
  };
  if (g.sources) {
    item.sources = g.sources.map((s) => ({ author: s.author[locale], work: s.work[locale], place: s.place ? s.place[locale] : null }));
    const sep = locale === 'ar' ? '، ' : ', ';
    item.source = item.sources.map((s) => [s.author, s.work, s.place].filter((x) => x !== null).join(sep)).join(locale === 'ar' ? '؛ ' : '; ');
  }
  return item;
}

/** A curated theme's sections, localized, each member with its verb page or none. */
function themeSectionsOf(sections: readonly ThemeSectionView[], locale: Locale): ThemeSection[] {
  return sections.map((sec) => ({
    title: sec.title[locale],
    note: sec.note ? sec.note[locale] : null,
    members: sec.members.map((m) => ({
      form: m.form,
      lemma: m.lemma,
      root: m.root,
      pattern: m.pattern,
      note: m.note ? m.note[locale] : null,
      in_lexicon: m.verb !== null,
      verb_id: m.verb ? m.verb.id : null,
      url: m.verb ? m.verb.url : null,
    })),
  }));
}

export function searchRoutes(holder: LexiconHolder): FastifyPluginAsync {
  return async (app) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const cache = new AnswerCache();
    /**
     * The cached answer for this URL, or the computed one (cached when it is a success). `compute`
     * gives the answer or its JSON already made (a string), or throws the error to answer.
     */
    const cached = (url: string, reply: FastifyReply, compute: () => unknown): FastifyReply => {
      const hit = cache.get(url);
      if (hit !== undefined) return sendJson(reply, hit);
      const answer = compute();
      const json = typeof answer === 'string' ? answer : JSON.stringify(answer);
      return sendJson(reply, cache.set(url, json));
    };

    api.get('/search', {
      schema: {
        summary: 'Search by root (كتب, ك ت ب, ك-ت-ب), any form (with clitics), an English meaning or a Latin transliteration',
        tags: ['search'],
        params: localeParams,
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { locale } = request.params;
        const lex = loadedLexicon(holder);
        return cached(request.url, reply, () => {
          const r = lex.search.search(request.query.q ?? '', { mode: request.query.mode, locale, page: request.query.page });
          if (!r.ok) throw fieldError('q', r.error.code, { number: SEARCH_QUERY_MAX });
          // the verbs from their kept fragments; the analyses (new each query) serialized here
          const analyses = r.data.analyses;
          const urlOf = (a: Analysis): string =>
            // a verb outside the lexicon: its tables, built from its root and pattern
            a.in_lexicon
              ? (lex.search.summaryOf(a.verb_id, locale)?.url ?? '')
              : `/${locale}/conjugate?root=${encodeURIComponent(a.root)}&pattern=${encodeURIComponent(a.pattern === 'I' ? `I${a.bab ?? ''}` : a.pattern)}`;
          // the present, with what tells the verb from one cited alike (دَمَّ يَدُمُّ (دَمَمْتُ))
          const presentOf = (a: Analysis): string | null => (a.in_lexicon ? lex.search.presentCited(a.verb_id) : null);
          const metaAnalyses = analyses.map((a) => ({
            verb_id: a.verb_id,
            url: urlOf(a),
            description: describeAnalysis(a, locale, { forms: a.form === undefined ? undefined : [a.form], present: presentOf(a) }),
            enclitics: a.enclitics,
            in_lexicon: a.in_lexicon,
          }));
          const readings = r.data.readings.map((g) => {
            const a = analyses[g.analyses[0]!]!;
            return {
              analyses: g.analyses,
              url: urlOf(a),
              description: describeAnalysis(a, locale, { forms: g.forms, cases: g.cases, present: presentOf(a) }),
              in_lexicon: a.in_lexicon,
            };
          });
          const nouns = r.data.nouns.map((n) => nounOf(n, locale));
          return (
            `{"data":{"verbs":${verbsJson(r.data.verbs)},"analyses":${JSON.stringify(analyses.map(analysisOf))}},` +
            `"meta":{"page":${r.meta.page},"per_page":${r.meta.per_page},"total":${r.meta.total},"kinds":${JSON.stringify(r.meta.kinds)},"suggestions":${JSON.stringify(r.meta.suggestions)},` +
            `"verbs":${detailsJson(r.data.verbs)},"analyses":${JSON.stringify(metaAnalyses)},"readings":${JSON.stringify(readings)},"nouns":${JSON.stringify(nouns)}}}`
          );
        });
      },
    });

    api.get('/verbs', {
      schema: {
        summary: 'Advanced search: combinable facets (radicals, augmented, weak, type, pattern, bab, first letter, transitivity); each facet counted under the other filters',
        tags: ['search'],
        params: localeParams,
        querystring: verbsQuerySchema,
        response: { 200: verbsAnswerSchema, ...errors },
      },
      handler: async (request, reply) => {
        const { locale } = request.params;
        const lex = loadedLexicon(holder);
        return cached(request.url, reply, () => {
          const r = lex.search.facets(request.query, locale);
          if (!r.ok) throw fieldError(r.error.detail ?? 'filter', 'invalid_filter');
          return (
            `{"data":${verbsJson(r.data.verbs)},"meta":{"page":${r.meta.page},"per_page":${r.meta.per_page},"total":${r.meta.total},"pages":${r.meta.pages},` +
            `"facets":${JSON.stringify(r.meta.facets)},"type_names":${typeNamesJson(lex, locale)},"verbs":${detailsJson(r.data.verbs)}}}`
          );
        });
      },
    });

    api.get('/autocomplete', {
      schema: {
        summary: 'Suggestions while typing: lemmas and roots by prefix (Arabic), meanings by word prefix (English)',
        tags: ['search'],
        params: localeParams,
        querystring: autocompleteQuerySchema,
        response: { 200: autocompleteAnswerSchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale } = request.params;
        const lex = loadedLexicon(holder);
        return cached(request.url, reply, () => {
          const found = lex.search.autocomplete(request.query.q ?? '', { locale, limit: 8 });
          return { data: found.map((s) => ({ label: s.label, lemma: s.verb.lemma, present: s.verb.present, meaning_en: s.verb.meaning_en, url: s.verb.url })) };
        });
      },
    });

    api.get('/keyword-groups', {
      schema: {
        summary: 'Keyword groups: most frequent verbs, each pattern, each verb type, roots with several verbs, and curated themes with their cited sources',
        tags: ['search'],
        params: localeParams,
        response: { 200: keywordGroupsAnswerSchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale } = request.params;
        const lex = loadedLexicon(holder);
        return cached(request.url, reply, () => ({ data: lex.search.keywordGroups().map((g) => groupItem(g, locale)) }));
      },
    });

    api.get('/keyword-groups/:name', {
      schema: {
        summary: 'One keyword group (most frequent, pattern, verb type, root or curated theme) with its verbs, paginated; a theme adds its sections with member notes',
        tags: ['search'],
        params: localeParams.extend({ name: plainText(z.string().max(100)) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: keywordGroupAnswerSchema, ...errors },
      },
      handler: async (request) => {
        const { locale, name } = request.params;
        const lex = loadedLexicon(holder);
        const r = lex.search.keywordGroup(name, { locale, page: request.query.page, per_page: 50 });
        if (!r) throw new AppError('not_found', 404, 'group_not_found');
        return {
          data: { group: groupItem(r.group, locale), verbs: r.verbs.map(verbOf), ...(r.sections ? { sections: themeSectionsOf(r.sections, locale) } : {}) },
          meta: { page: r.page, per_page: 50, total: r.group.count, pages: r.pages, verbs: detailsOf(r.verbs) },
        };
      },
    });
  };
}

const typeNamesMade = new WeakMap<LoadedLexicon, Partial<Record<Locale, string>>>();
/** Every fine verb type's name in the locale, as JSON: the same for every advanced search. */
function typeNamesJson(lex: LoadedLexicon, locale: Locale): string {
  const made = typeNamesMade.get(lex) ?? {};
  typeNamesMade.set(lex, made);
  if (made[locale] === undefined) {
    const names: Record<string, string> = {};
    // the root's type by itself (an entry's type_ar/type_en also say bare or augmented)
    for (const e of lex.analyzer.entries) names[e.type] ??= typeOfRadicals([...e.root])[locale];
    made[locale] = JSON.stringify(names);
  }
  return made[locale];
}
