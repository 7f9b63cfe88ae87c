import type { MessageKey } from '../i18n/index.ts';

export interface NavLinkItem {
  key: MessageKey;
  path: string; // without the locale prefix; '/' is home
}
export interface NavGroupItem {
  key: MessageKey;
  id: string;
  children: NavLinkItem[];
}
export type NavItem = NavLinkItem | NavGroupItem;

/** The top navigation of the spec (section 2, Navigation), in its order. */
export const NAV_ITEMS: NavItem[] = [
  { key: 'nav.home', path: '/' },
  { key: 'nav.aboutUs', path: '/about-us' },
  { key: 'nav.basicSearch', path: '/basic-search' },
  { key: 'nav.advancedSearch', path: '/advanced-search' },
  { key: 'quran.nav', path: '/quran' },
  {
    key: 'nav.ourServices',
    id: 'services',
    children: [
      { key: 'nav.keyFeatures', path: '/key-features' },
      { key: 'nav.useCases', path: '/use-cases' },
      { key: 'practice.nav', path: '/practice' },
    ],
  },
  {
    key: 'nav.createExams',
    id: 'exams',
    children: [
      { key: 'nav.generateExams', path: '/generate-exams' },
      { key: 'nav.questionsTypes', path: '/questions-types' },
    ],
  },
  { key: 'nav.reports', path: '/reports' },
  { key: 'nav.prices', path: '/prices' },
  { key: 'nav.contactUs', path: '/contact-us' },
];

export function isGroup(item: NavItem): item is NavGroupItem {
  return 'children' in item;
}
