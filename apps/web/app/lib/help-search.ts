import type { HelpArticle } from '../content/types.ts';

const MARKS = /[\u064B-\u065F\u0670\u0640]/g; // harakat, dagger alef, tatweel

/** Folds text for matching: case, Arabic diacritics, hamza-carrying alefs, alef maqsura, ta marbuta. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Articles containing every word of `query` (in title, summary, body, steps, keywords or category). */
export function filterHelpArticles(articles: HelpArticle[], query: string, categoryLabels: Record<string, string> = {}): HelpArticle[] {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const haystack = foldForSearch(
      [article.title, article.summary, ...article.body, ...(article.steps ?? []), ...article.keywords, categoryLabels[article.category] ?? article.category].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
