/**
 * Quran API: `GET /quran/suras` (the 114 suras), `GET /quran/suras/{number}` (its verses: Uthmani
 * text and words, translation, transliteration), `GET /quran/suras/{number}/verses/{verse}/words/{word}`
 * (the word's readings, likeliest first). The text is the same for everyone: answers are cached.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, LOCALES, type Locale, plainText } from '@tasreef/contracts';
import {
  QURAN_SEARCH_PER_PAGE,
  quranVerbAnswerSchema,
  quranSearchAnswerSchema,
  quranSearchQuerySchema,
  type QuranSearchAnswer,
  rootAnswerSchema,
  type RootGroup,
  suraAnswerSchema,
  suraListAnswerSchema,
  suraParamsSchema,
  wordAnswerSchema,
  wordParamsSchema,
  type SuraAnswer,
} from '@tasreef/contracts/quran';
import { QURAN_SOURCE, verseWords } from '@tasreef/quran';
import { MAX_QUERY_LENGTH } from '@tasreef/lexicon';
import { AnswerCache, sendJson } from '../search/answer-cache.ts';
import { AppError, fieldError } from '../http/errors.ts';
import { loadedLexicon } from '../search/routes.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { quranTransliteration } from './transliteration.ts';
import { readingOf, suraSummaryOf } from './present.ts';
import { markEnglish, planQuery } from './search.ts';
import type { QuranService } from './service.ts';

const locale = z.object({ locale: z.enum(LOCALES) });

/** How long a verb's Quran count waits for the readings to load before answering 503 (ms). */
const VERB_COUNT_WAIT_MS = 2000;

export function quranRoutes(holder: { get(): QuranService }, lexicon: LexiconHolder): FastifyPluginAsync {
  // the 114 serialized suras of both locales fit (~5 MB of JSON in all)
  const cache = new AnswerCache(300, 16 * 1024 * 1024);
  const suraOr404 = (n: number) => {
    const s = holder.get().sura(n);
    if (!s) throw new AppError('not_found', 404, 'sura_not_found');
    return s;
  };
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/quran/roots/:root', {
      schema: {
        summary: "A root's occurrences in the Quran (by each word's likeliest reading), grouped by verb and form, with counts",
        tags: ['quran'],
        params: locale.extend({ root: plainText(z.string().max(40)) }),
        response: { 200: rootAnswerSchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const l: Locale = request.params.locale;
        // ك ت ب, ك-ت-ب and كتب are one root; the hamza's seats are its one letter ء
        const root = request.params.root.replace(/[\s\-_.]/g, '').replace(/[أإآؤئ]/g, 'ء');
        if (!/^[\u0621-\u064A]{2,5}$/.test(root)) throw new AppError('validation_failed', 422, 'root_invalid');
        const lex = loadedLexicon(lexicon);
        const found = await holder.get().occurrencesOf(root);
        if (!found) throw new AppError('lexicon_unavailable', 503, 'lexicon_unavailable');
        const groups = new Map<string, RootGroup>();
        for (const { word, reading } of found) {
          const view = readingOf(word.standard, reading, lex, l);
          const key = `${view.kind}|${view.lemma}|${view.pattern ?? ''}`;
          let g = groups.get(key);
          if (!g) {
            g = { kind: view.kind, lemma: view.lemma, pattern: view.pattern, verb_id: view.verb_id, verb_url: view.verb_url, count: 0, occurrences: [] };
            groups.set(key, g);
          }
          g.count++;
          g.occurrences.push({ ref: `${word.sura}:${word.verse}:${word.word}`, uthmani: word.uthmani, url: `/${l}/quran/${word.sura}?word=${word.verse}:${word.word}#word-panel` });
        }
        const list = [...groups.values()].sort((a, b) => b.count - a.count);
        return reply.send({ data: { root, count: found.length, groups: list } });
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get('/quran/search', {
      schema: {
        summary:
          'Search in the Quran by root (letters apart: ق و ل), by a form with or without vowels (its words and the words of its lemma), or by English words of the translation; verses grouped by sura, the words found marked, 50 verses a page',
        tags: ['quran'],
        params: locale,
        querystring: quranSearchQuerySchema,
        response: { 200: quranSearchAnswerSchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const l: Locale = request.params.locale;
        const plan = planQuery(request.query.q);
        if ('error' in plan) throw fieldError('q', plan.error, { number: MAX_QUERY_LENGTH });
        const key = `search:${l}:${JSON.stringify(plan)}:${request.query.page}`;
        const hit = cache.get(key);
        if (hit !== undefined) return sendJson(reply, hit);
        const lex = loadedLexicon(lexicon);
        const service = holder.get();
        const result = await service.search(plan, lex.analyzer);
        if (!result) throw new AppError('lexicon_unavailable', 503, 'lexicon_unavailable');
        const pages = Math.max(1, Math.ceil(result.hits.length / QURAN_SEARCH_PER_PAGE));
        const page = Math.min(request.query.page, pages);
        const suras = new Map<number, { number: number; name_ar: string; name_en: string; count: number }>();
        const groups: QuranSearchAnswer['data']['groups'] = [];
        const located = result.hits.map((h) => ({ h, at: service.verseAt(h.verse) }));
        for (const { h, at } of located) {
          let s = suras.get(at.sura.number);
          if (!s) suras.set(at.sura.number, (s = { number: at.sura.number, name_ar: at.sura.name, name_en: at.sura.transliteration, count: 0 }));
          s.count += result.english ? 1 : h.positions.length;
        }
        for (const { h, at } of located.slice((page - 1) * QURAN_SEARCH_PER_PAGE, page * QURAN_SEARCH_PER_PAGE)) {
          let g = groups[groups.length - 1];
          if (!g || g.sura.number !== at.sura.number) groups.push((g = { sura: suraSummaryOf(at.sura, l), verses: [] }));
          const marked = new Set(h.positions.map((p) => p - at.first));
          g.verses.push({
            number: at.verse.number,
            url: `/${l}/quran/${at.sura.number}#v${at.verse.number}`,
            words: verseWords(at.verse.text).map((text, i) => ({ text, mark: marked.has(i) })),
            translation: markEnglish(at.verse.translation, result.english),
          });
        }
        const roots = plan.kind === 'root' ? [plan.root] : [...new Set(result.lemmas.map((r) => r.root).filter((r): r is string => !!r))];
        const lemmas = result.lemmas.map((r) => {
          const view = readingOf(r.lemma, r, lex, l);
          return { kind: view.kind, lemma: view.lemma, root: view.root, verb_url: view.verb_url };
        });
        const answer: QuranSearchAnswer = {
          data: {
            query: request.query.q!.trim(),
            kind: plan.kind,
            roots: roots.map((root) => ({ root, url: `/${l}/quran/roots/${encodeURIComponent(root)}` })),
            lemmas,
            count: result.count,
            verses: result.hits.length,
            suras: [...suras.values()],
            page,
            pages,
            groups,
          },
        };
        return sendJson(reply, cache.set(key, JSON.stringify(answer)));
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get('/quran/verbs/:id', {
      schema: {
        summary: "How often a lexicon verb occurs in the Quran (as a verb, and as nouns derived from it), with its root's page in the Quran",
        tags: ['quran'],
        params: locale.extend({ id: plainText(z.string().max(80)) }),
        response: { 200: quranVerbAnswerSchema, 404: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale: l, id } = request.params;
        const lex = loadedLexicon(lexicon);
        const entry = lex.search.entry(id);
        if (!entry) throw new AppError('not_found', 404, 'verb_not_found');
        // a conjugation page never waits long for the Quran: while its readings load, it goes without the line
        const counted = await Promise.race([holder.get().verbCount(id), new Promise<'late'>((r) => setTimeout(() => r('late'), VERB_COUNT_WAIT_MS).unref())]);
        if (counted === 'late') throw new AppError('lexicon_unavailable', 503, 'quran_loading');
        if (!counted) throw new AppError('lexicon_unavailable', 503, 'lexicon_unavailable');
        const any = counted.verb + counted.derived > 0;
        return reply.send({
          data: { verb_id: id, verb: counted.verb, derived: counted.derived, root: entry.root, root_url: any ? `/${l}/quran/roots/${encodeURIComponent(entry.root)}` : null },
        });
      },
    });

    const quran = {
      get suras() {
        return holder.get().suras;
      },
      sura: (n: number) => holder.get().sura(n),
    };
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get('/quran/suras', {
      schema: { summary: 'The 114 suras: names, revelation place, verse count', tags: ['quran'], params: locale, response: { 200: suraListAnswerSchema } },
      handler: async (request, reply) => {
        const l: Locale = request.params.locale;
        const key = `suras:${l}`;
        const hit = cache.get(key);
        if (hit !== undefined) return sendJson(reply, hit);
        return sendJson(reply, cache.set(key, JSON.stringify({ data: quran.suras.map((s) => suraSummaryOf(s, l)), meta: { source: QURAN_SOURCE } })));
      },
    });

    api.get('/quran/suras/:number', {
      schema: {
        summary: 'A sura: its verses in the Uthmani script, word by word, with the English translation and transliteration',
        tags: ['quran'],
        params: locale.extend(suraParamsSchema.shape),
        response: { 200: suraAnswerSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      handler: async (request, reply) => {
        const l: Locale = request.params.locale;
        const s = suraOr404(request.params.number);
        const key = `sura:${l}:${s.number}`;
        const hit = cache.get(key);
        if (hit !== undefined) return sendJson(reply, hit);
        const prev = quran.sura(s.number - 1);
        const next = quran.sura(s.number + 1);
        const answer: SuraAnswer = {
          data: {
            sura: suraSummaryOf(s, l),
            verses: s.verses.map((v) => ({ ...v, words: verseWords(v.text), url: `/${l}/quran/${s.number}#v${v.number}` })),
          },
          meta: { source: QURAN_SOURCE, previous: prev ? suraSummaryOf(prev, l) : null, next: next ? suraSummaryOf(next, l) : null },
        };
        return sendJson(reply, cache.set(key, JSON.stringify(answer)));
      },
    });

    api.get('/quran/suras/:number/verses/:verse/words/:word', {
      schema: {
        summary: "A word's readings (root, verb and pattern, slot in words or noun kind, clitics), the likeliest first, with the verb's conjugation page",
        tags: ['quran'],
        params: locale.extend(wordParamsSchema.shape),
        response: { 200: wordAnswerSchema, 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale: l, number, verse, word } = request.params;
        const s = suraOr404(number);
        if (!s.verses[verse - 1]) throw new AppError('not_found', 404, 'verse_not_found');
        const p = holder.get().position(number, verse, word);
        if (p === null) throw new AppError('not_found', 404, 'word_not_found');
        const lex = loadedLexicon(lexicon);
        const store = await holder.get().ready();
        if (!store) throw new AppError('lexicon_unavailable', 503, 'lexicon_unavailable');
        const w = holder.get().wordAt(store, p);
        // the word's readings in its place: the first is the one its context chooses (ADR 0077)
        const readings = store.readingsAt(p).map((r) => readingOf(w.standard, r, lex, l));
        const body = {
          data: {
            sura: number,
            verse,
            word,
            uthmani: w.uthmani,
            standard: w.standard,
            transliteration: quranTransliteration(w.standard),
            readings,
            other_readings: Math.max(0, readings.length - 1),
          },
        };
        return reply.send(body);
      },
    });
  };
}
