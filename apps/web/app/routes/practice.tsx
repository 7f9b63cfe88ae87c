import { data } from 'react-router';
import '../features/attempts/attempts.css';
import { useFormResult } from '../components/fields.tsx';
import { PlanLimitNotice } from '../components/PlanLimitNotice.tsx';
import { AccountNote, Chooser, CriteriaLine, CurrentQuestion, Outcome, Summary } from '../features/practice/Practice.tsx';
import { loadPractice, practiceAction, type PracticeResult } from '../features/practice/api.server.ts';
import '../features/practice/practice.css';
import { formatNumber, translate } from '../i18n/index.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { readForm } from '../lib/form-data.ts';
import { pageMeta } from '../lib/meta.ts';
import { localeParam } from '../lib/route-locale.ts';
import type { Route } from './+types/practice';

/** `/{locale}/practice`: choose, then answer ten questions one by one (`?set=`), for anyone, signed in or not. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  return { locale, page: await loadPractice(context, request, locale) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  const out = await practiceAction(context, request, locale, await readForm(request));
  if (out instanceof Response) return out;
  return data<PracticeResult>(out, { status: out.ok ? 200 : 422 });
}

export const meta: Route.MetaFunction = ({ data: d }) => {
  if (!d) return [];
  const tags = pageMeta(d.locale, '/practice', translate(d.locale, 'practice.title'), translate(d.locale, 'practice.description'));
  return d.page.view === 'set' ? [...tags, { name: 'robots', content: 'noindex' }] : tags;
};

export default function PracticePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, fmt } = useLocale();
  const { page } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const posted = actionData as PracticeResult | undefined;
  if (page.view === 'choose') {
    return (
      <div className="container page practice-page">
        <header className="page-header">
          <h1>{t('practice.title')}</h1>
          <p className="lead">{t('practice.lead')}</p>
        </header>
        {page.notice && (
          <p className="notice notice--error" role="alert">
            {page.notice}
          </p>
        )}
        {posted?.intent === 'queue' &&
          posted.ok === false &&
          posted.message &&
          (posted.planLimit ? (
            <PlanLimitNotice message={posted.message} />
          ) : (
            <p className="notice notice--error" role="alert">
              {posted.message}
            </p>
          ))}
        <AccountNote signedIn={page.signedIn} />
        <Chooser prefill={page.prefill} verb={page.verb} result={result?.intent === 'create' ? posted : undefined} busy={busy} />
      </div>
    );
  }
  const { set } = page;
  const total = set.questions.length;
  const current = set.questions.find((q) => !q.outcome);
  const last = page.answered ? set.questions.find((q) => q.id === page.answered) : undefined;
  return (
    <div className="container page practice-page">
      <header className="page-header">
        <h1>{t('practice.title')}</h1>
        <CriteriaLine set={set} verb={page.verb} />
      </header>
      <div className="practice-progress">
        <span id="practice-progress-label">{t('practice.progress', { answered: formatNumber(fmt, set.answered), total: formatNumber(fmt, total) })}</span>
        <progress value={set.answered} max={total} aria-labelledby="practice-progress-label" />
      </div>
      {result?.ok === false &&
        result.message &&
        !posted?.question &&
        (posted?.planLimit ? (
          <PlanLimitNotice message={result.message} />
        ) : (
          <p className="notice notice--error" role="alert">
            {result.message}
          </p>
        ))}
      {current ? (
        <>
          {last?.outcome && <Outcome q={last} total={total} focus />}
          <CurrentQuestion set={set} q={current} result={posted} busy={busy} />
        </>
      ) : (
        <Summary set={set} busy={busy} />
      )}
      <AccountNote signedIn={page.signedIn} recorded={set.recorded} />
    </div>
  );
}
