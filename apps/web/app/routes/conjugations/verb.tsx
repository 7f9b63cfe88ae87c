import type { QuranVerbAnswer } from '@tasreef/contracts/quran';
import type { VerbPage } from '@tasreef/contracts/search';
import { data, redirect } from 'react-router';
import { ConjugationView } from '../../features/conjugation/ConjugationView.tsx';
import { verbHead } from '../../features/conjugation/verb-head.ts';
import { QuranVerbFact } from '../../features/quran/QuranVerbFact.tsx';
import { readPublicApi } from '../../lib/api.server.ts';
import { translate } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';
import { forRenderOnly, useRenderOnly } from '../../lib/render-only.tsx';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/verb';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  const id = encodeURIComponent(params.conjugationKeyword);
  // the verb's occurrences in the Quran beside it (the page goes without them while they load)
  const [res, quran] = await Promise.all([
    readPublicApi<{ data: VerbPage }>(context, `/${locale}/verbs/${id}`),
    readPublicApi<QuranVerbAnswer>(context, `/${locale}/quran/verbs/${id}`).catch(() => null),
  ]);
  if (!res || res.status === 503) throw data(translate(locale, 'bs.unavailable'), { status: 503 });
  if (res.status !== 200) throw data(translate(locale, 'conj.notFound'), { status: 404 });
  const page = res.body.data;
  // One canonical URL per verb: a wrong type segment, or an id folded into another verb (the lexicon's
  // aliases), sends the visitor to the verb's own page.
  if (params.conjugationType !== page.verb.type || params.conjugationKeyword !== page.verb.id) throw redirect(page.verb.canonical, 301);
  // A document's body is rendered by the server and kept by the browser (ADR 0050): its data stays
  // on the server (ADR 0051). A navigation inside the app (a .data request) renders it in the browser.
  return { locale, head: verbHead(page), body: forRenderOnly(context, BODY, page), quran: quran?.status === 200 ? quran.body.data : null };
}

const BODY = 'verb-body';

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const v = d.head.verb;
  const path = v.canonical.slice(3);
  // pageMeta gives the canonical (absolute) of the verb's own page: the path of v.canonical.
  return pageMeta(
    d.locale,
    path,
    translate(d.locale, 'conj.title', { lemma: v.lemma }),
    translate(d.locale, v.frozen ? 'conj.descriptionFrozen' : 'conj.description', { lemma: v.lemma, meaning: v.meaning_en ?? v.type_name }),
  );
};

export default function VerbConjugationPage({ loaderData }: Route.ComponentProps) {
  const body = useRenderOnly(BODY, loaderData.body);
  return (
    <div className="container page conj-page">
      <ConjugationView head={loaderData.head} body={body} extraFacts={loaderData.quran && <QuranVerbFact fact={loaderData.quran} />} />
    </div>
  );
}
