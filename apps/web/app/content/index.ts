export * from './types.ts';
export { home } from './home.ts';
export { questionTypes } from './questions-types.ts';
export { faq } from './faq.ts';
export { helpArticles, helpCategories } from './help-center.ts';
export { terms } from './terms.ts';
export { refunds } from './refunds.ts';
