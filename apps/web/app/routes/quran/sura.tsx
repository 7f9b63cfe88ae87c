import '@fontsource/amiri-quran/arabic-400.css';
import '../../features/quran/quran.css';
import type { SuraAnswer, WordAnswer } from '@tasreef/contracts/quran';
import { data } from 'react-router';
import { SuraView } from '../../features/quran/SuraView.tsx';
import { readPublicApi } from '../../lib/api.server.ts';
import { translate } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/sura';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const n = Number(params.number);
  if (!/^\d{1,3}$/.test(params.number ?? '') || n < 1 || n > 114) throw data(translate(locale, 'quran.notFound'), { status: 404 });
  const url = new URL(request.url);
  const translation = url.searchParams.get('translation') !== '0';
  const transliteration = url.searchParams.get('transliteration') === '1';
  const res = await readPublicApi<SuraAnswer>(context, `/${locale}/quran/suras/${n}`);
  if (!res) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200) throw data(translate(locale, 'quran.notFound'), { status: 404 });
  // ?word=verse:position: the word's analysis rendered on the server (the no-script path)
  let word: WordAnswer['data'] | null = null;
  const m = /^(\d{1,3}):(\d{1,3})$/.exec(url.searchParams.get('word') ?? '');
  if (m) {
    const w = await readPublicApi<WordAnswer>(context, `/${locale}/quran/suras/${n}/verses/${m[1]}/words/${m[2]}`);
    if (w?.status === 200) word = w.body.data;
  }
  // the page's data carries only what it shows (the hydration data of Al-Baqara is half the page)
  const sura = res.body;
  const verses = sura.data.verses.map((v) => ({
    number: v.number,
    words: v.words,
    translation: translation ? v.translation : '',
    transliteration: transliteration ? v.transliteration : '',
  }));
  return { locale, sura: { ...sura, data: { sura: sura.data.sura, verses } }, translation, transliteration, word };
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const s = d.sura.data.sura;
  const name = d.locale === 'ar' ? s.name_ar : s.name_en;
  return pageMeta(
    d.locale,
    `/quran/${s.number}`,
    translate(d.locale, 'quran.suraTitle', { name }),
    translate(d.locale, 'quran.suraDescription', { name, meaning: s.translation_en, count: String(s.verses) }),
  );
};

export default function SuraPage({ loaderData }: Route.ComponentProps) {
  return <SuraView {...loaderData} />;
}
