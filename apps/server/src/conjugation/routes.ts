/**
 * `GET /api/v1/{locale}/verbs/{id}`: a verb's entry and full conjugation (its page's data), and
 * `GET /sitemap.xml`: every verb page in both locales.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, LOCALES, plainText } from '@tasreef/contracts';
import { conjugateQuerySchema, verbPageAnswerSchema } from '@tasreef/contracts/search';
import { unattestedEntry } from '@tasreef/lexicon';
import { verbId } from '@tasreef/lexicon/build/ids';
import { AnswerCache, sendJson } from '../search/answer-cache.ts';
import { AppError, fieldError } from '../http/errors.ts';
import type { LexiconHolder } from '../search/lexicon.ts';
import { loadedLexicon } from '../search/routes.ts';
import { canonicalPath, unattestedPage, verbPage } from './page.ts';

export function conjugationRoutes(holder: LexiconHolder): FastifyPluginAsync {
  // Serialized pages (~100 KB each), most recently asked kept.
  const cache = new AnswerCache(500, 8 * 1024 * 1024);
  return async (app) => {
    app.withTypeProvider<ZodTypeProvider>().get('/verbs/:id', {
      schema: {
        summary:
          'A verb: entry, full conjugation (active, passive, variants with notes, rule explanations), derived nouns, declensions, transliteration, related verbs of the root',
        tags: ['search'],
        params: z.object({ locale: z.enum(LOCALES), id: plainText(z.string().max(100)) }),
        response: { 200: verbPageAnswerSchema, 404: errorBodySchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale, id } = request.params;
        const lex = loadedLexicon(holder);
        const key = `${locale}:${id}`;
        const hit = cache.get(key);
        if (hit !== undefined) return sendJson(reply, hit);
        const page = verbPage(lex, id, locale);
        if (!page) throw new AppError('not_found', 404, 'verb_not_found');
        const json = JSON.stringify({ data: page });
        return sendJson(reply, cache.set(key, json));
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get('/conjugate', {
      schema: {
        summary:
          'Any root on any of the 22 patterns (form I by bab: I1 … I6): the verb of the lexicon when it holds it (attested), otherwise the tables the engine builds (attested: false)',
        tags: ['search'],
        params: z.object({ locale: z.enum(LOCALES) }),
        querystring: conjugateQuerySchema,
        response: { 200: verbPageAnswerSchema, 422: errorBodySchema, 503: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { locale } = request.params;
        const lex = loadedLexicon(holder);
        const made = unattestedEntry(request.query.root, request.query.pattern);
        if ('error' in made) throw fieldError(made.error === 'invalid_root' ? 'root' : 'pattern', made.error);
        const key = `${locale}:build:${made.entry.id}`;
        const hit = cache.get(key);
        if (hit !== undefined) return sendJson(reply, hit);
        // the lexicon's own verb (its root may be filed under another spelling: the id is the same)
        const known = lex.search.entry(verbId(made.entry.root, made.entry.pattern, made.entry.bab));
        const page = known ? verbPage(lex, known.id, locale)! : unattestedPage(lex, made.entry, locale);
        return sendJson(reply, cache.set(key, JSON.stringify({ data: page })));
      },
    });
  };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The sitemap: every verb page in both locales, with its other-language alternate. */
export function sitemapRoutes(holder: LexiconHolder): FastifyPluginAsync {
  let cached: string | null = null;
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const lex = holder.get();
      if (!lex) return reply.code(503).type('text/plain; charset=utf-8').send('lexicon unavailable');
      if (!cached) {
        const base = app.config.publicUrl;
        const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
        for (const e of lex.analyzer.entries) {
          const ar = xml(base + canonicalPath('ar', e)),
            en = xml(base + canonicalPath('en', e));
          const alt = `<xhtml:link rel="alternate" hreflang="ar" href="${ar}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/>`;
          parts.push(`<url><loc>${ar}</loc>${alt}</url>`, `<url><loc>${en}</loc>${alt}</url>`);
        }
        parts.push('</urlset>\n');
        cached = parts.join('\n');
      }
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(cached);
    });
  };
}
