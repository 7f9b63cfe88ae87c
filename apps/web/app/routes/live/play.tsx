import { liveStudentViewSchema } from '@tasreef/contracts/live';
import { data } from 'react-router';
import { PhoneScreen } from '../../features/live/PhoneScreen.tsx';
import '../../features/live/live.css';
import { callApi } from '../../lib/api.server.ts';
import { requireSignedIn } from '../../lib/session.server.ts';
import { translate } from '../../i18n/index.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/play';

/** `/{locale}/live/{id}`: a student's phone in a session they joined (ADR 0091); a reload resumes it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireSignedIn(context, request, locale);
  const res = await callApi<{ data: unknown }>(context, request, `/${locale}/live-sessions/${encodeURIComponent(params.id)}`);
  if (res.status !== 200) throw data(null, { status: res.status === 429 ? 429 : 404 });
  return { locale, view: liveStudentViewSchema.parse(res.body.data) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, `/live/${d.view.id}`, translate(d.locale, 'live.title'), translate(d.locale, 'live.title')), { name: 'robots', content: 'noindex' }] : [];

export default function LivePlayPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container page live-page">
      <header className="page-header">
        <h1>
          <bdi>{loaderData.view.title}</bdi>
        </h1>
      </header>
      <PhoneScreen initial={loaderData.view} />
    </div>
  );
}
