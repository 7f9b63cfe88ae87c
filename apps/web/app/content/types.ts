/**
 * Shapes of the bilingual editorial content (static pages). Content modules export data of these
 * types; pages render them. Every text exists in both locales: the type makes a missing one a
 * build error.
 */
import type { Locale } from '@tasreef/contracts/locale';

export type Bilingual<T> = Record<Locale, T>;

/** A block of prose: paragraphs, optionally a list (ordered or not), optionally a sub-heading. */
export interface ContentSection {
  id: string; // stable slug, used as the HTML id for deep links
  heading: string;
  paragraphs: string[];
  items?: string[];
  ordered?: boolean;
}

/** A static page (about-us, terms, refunds, key-features, use-cases, reports, generate-exams, home blocks). */
export interface ContentPage {
  title: string; // the <h1>
  description: string; // meta description and lead paragraph
  updated?: string; // ISO date for legal pages
  sections: ContentSection[];
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

export interface HelpArticle {
  id: string; // slug
  category: string;
  title: string;
  summary: string;
  body: string[]; // paragraphs
  steps?: string[];
  keywords: string[]; // extra words the help-center search matches
}

/** One of the eleven question types of shared/spec/question-types.md. */
export interface QuestionTypeInfo {
  id: string; // conjugate, identify_tense, …
  name: string;
  asks: string;
  bloom: string; // e.g. "3 — apply"
  formats: string; // "multiple choice, true/false"
  example: {
    stem: string; // the question as a student sees it (Arabic forms fully vocalized)
    options: string[];
    answer: string; // one of options
    explanation: string;
  };
}
