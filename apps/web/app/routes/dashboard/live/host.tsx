import { liveHostViewSchema } from '@tasreef/contracts/live';
import { data } from 'react-router';
import { HostScreen } from '../../../features/live/HostScreen.tsx';
import '../../../features/live/live.css';
import { callApi } from '../../../lib/api.server.ts';
import { requireEducator } from '../../../lib/session.server.ts';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/host';

/** `/{locale}/dashboard/live/{id}`: the educator's screen of a live session they host (ADR 0091); a reload resumes it. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireEducator(context, request, locale);
  const res = await callApi<{ data: unknown }>(context, request, `/${locale}/live-sessions/${encodeURIComponent(params.id)}`);
  if (res.status !== 200) throw data(null, { status: res.status === 429 ? 429 : 404 });
  return { locale, view: liveHostViewSchema.parse(res.body.data) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, `/dashboard/live/${d.view.id}`, translate(d.locale, 'live.title'), translate(d.locale, 'live.title')), { name: 'robots', content: 'noindex' }] : [];

export default function LiveHostPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLocale();
  return (
    <div className="container page live-page">
      <header className="page-header">
        <h1>
          {t('live.title')}: <bdi>{loaderData.view.title}</bdi>
        </h1>
      </header>
      <HostScreen initial={loaderData.view} />
    </div>
  );
}
