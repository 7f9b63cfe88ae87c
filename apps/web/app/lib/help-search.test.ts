import { describe, expect, it } from 'vitest';
import type { HelpArticle } from '../content/types.ts';
import { filterHelpArticles, foldForSearch } from './help-search.ts';

const article = (id: string, title: string, keywords: string[] = [], category = 'general'): HelpArticle => ({
  id,
  category,
  title,
  summary: '',
  body: [],
  keywords,
});

describe('help search', () => {
  const list = [article('pw', 'تغيير كلمة المرور', ['password']), article('exam', 'Create an exam', ['test']), article('lim', 'Plan limits', [], 'billing')];

  it('folds diacritics, hamza forms, alef maqsura and ta marbuta', () => {
    expect(foldForSearch('كَلِمَةُ المُرُورِ')).toBe('كلمه المرور');
    expect(foldForSearch('أَإِآ')).toBe('ااا');
    expect(foldForSearch('  Exam  ')).toBe('exam');
  });

  it('needs every word, anywhere in the article, its keywords or its category label', () => {
    expect(filterHelpArticles(list, 'كَلِمَة').map((a) => a.id)).toEqual(['pw']);
    expect(filterHelpArticles(list, 'PASSWORD').map((a) => a.id)).toEqual(['pw']);
    expect(filterHelpArticles(list, 'create test').map((a) => a.id)).toEqual(['exam']);
    expect(filterHelpArticles(list, 'create nothing')).toEqual([]);
    expect(filterHelpArticles(list, 'billing', { billing: 'Billing' }).map((a) => a.id)).toEqual(['lim']);
    expect(filterHelpArticles(list, '   ')).toHaveLength(3);
  });
});
