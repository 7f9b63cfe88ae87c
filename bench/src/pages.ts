/** The pages the web benchmarks measure: home, a verb page (كَتَبَ), a search page, a long Quran sura. */
export interface BenchPage {
  label: string;
  path: string;
}

export function benchPages(locale: string): BenchPage[] {
  return [
    { label: 'home', path: `/${locale}` },
    { label: 'verb page', path: `/${locale}/conjugations/sound/ktb-I1` },
    { label: 'search page', path: `/${locale}/basic-search?q=${encodeURIComponent('كتب')}` },
    { label: 'Quran sura 2', path: `/${locale}/quran/2` },
  ];
}
