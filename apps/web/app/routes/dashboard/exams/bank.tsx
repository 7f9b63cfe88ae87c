import { CEFR_LEVELS, EXAM_PATTERN_IDS, QUESTION_TYPE_NAMES, QUESTION_TYPES, type BankQuestion } from '@tasreef/contracts/exams';
import { Form, Link, data, redirect } from 'react-router';
import type { FormResult } from '../../../lib/form.ts';
import { useFormResult } from '../../../components/fields.tsx';
import { loadList, send } from '../../../lib/api.server.ts';
import { requireWorkspace } from '../../../lib/session.server.ts';
import { QuestionCard } from '../../../features/exams/Wizard.tsx';
import '../../../features/exams/exams.css';
import { PlanLimitNotice } from '../../../components/PlanLimitNotice.tsx';
import '../../../features/management/management.css';
import { translate } from '../../../i18n/index.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { MetaLine } from '../../../i18n/bidi.tsx';
import { readForm } from '../../../lib/form-data.ts';
import { pageMeta } from '../../../lib/meta.ts';
import { localeParam } from '../../../lib/route-locale.ts';
import type { Route } from './+types/bank';
import { isUuid } from '../../../lib/uuid.ts';

const FILTERS = ['type', 'root', 'pattern', 'cefr', 'tag'] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const f of FILTERS) {
    const v = (url.searchParams.get(f) ?? '').trim().slice(0, 40);
    if (v) q.set(f, v);
  }
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  q.set('page', String(page));
  const exam = url.searchParams.get('exam') ?? '';
  const list = await loadList<BankQuestion>(context, request, locale, `/bank/questions?${q}`);
  return { locale, list, filters: Object.fromEntries(FILTERS.map((f) => [f, q.get(f) ?? ''])) as Record<(typeof FILTERS)[number], string>, exam: isUuid(exam) ? exam : null };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d ? [...pageMeta(d.locale, '/dashboard/question-bank', translate(d.locale, 'bank.title'), translate(d.locale, 'bank.lead')), { name: 'robots', content: 'noindex' }] : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const intent = form.get('intent');
  const ids = form.getAll('ids').filter((v): v is string => typeof v === 'string' && isUuid(v));
  if (intent === 'add') {
    const exam = String(form.get('exam') ?? '');
    if (!isUuid(exam)) throw data(null, { status: 404 });
    const { result, status } = await send(context, request, locale, `/exams/${exam}/questions/from-bank`, 'POST', { bank_ids: ids }, 'add');
    if (result.ok) throw redirect(`/${locale}/dashboard/exam-setup/${exam}?step=3`);
    return data<FormResult>(result, { status });
  }
  if (intent === 'import') {
    const file = form.get('file');
    const gift = file instanceof File ? await file.text() : '';
    const res = await send<{ imported: number; refused: { title: string; reason: string }[]; message: string }>(
      context,
      request,
      locale,
      '/bank/import',
      'POST',
      { gift },
      'import',
    );
    return data<FormResult & { refused?: { title: string; reason: string }[] }>({ ...res.result, refused: res.data?.refused ?? [] }, { status: res.status });
  }
  const id = String(form.get('id') ?? '');
  const { result, status } = await send(context, request, locale, `/bank/questions/${isUuid(id) ? id : '0'}`, 'DELETE', undefined, 'delete');
  return data<FormResult>(result, { status });
}

export default function QuestionBankPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href, locale } = useLocale();
  const { list, filters, exam } = loaderData;
  const { result, busy } = useFormResult(actionData);
  const refused = (actionData as { refused?: { title: string; reason: string }[] } | undefined)?.refused ?? [];
  const pages = Math.max(1, Math.ceil(list.meta.total / list.meta.per_page));
  const pageLink = (page: number) =>
    href(`/dashboard/question-bank?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), ...(exam ? { exam } : {}), page: String(page) })}`);
  return (
    <div className="container page exam-page">
      <header className="page-header">
        <h1>{t('bank.title')}</h1>
        <p>{t('bank.lead')}</p>
      </header>
      {exam && (
        <p className="notice">
          {t('bank.addingTo')} <Link to={href(`/dashboard/exam-setup/${exam}?step=3`)}>{t('bank.backToExam')}</Link>
        </p>
      )}
      {result?.code === 'plan_limit' && <PlanLimitNotice message={result.message} />}
      {result && !result.ok && result.code !== 'plan_limit' && (
        <p className="notice notice--error" role="alert">
          {result.message ?? Object.values(result.errors)[0]}
        </p>
      )}
      {result?.ok && result.message && (
        <p className="notice notice--success" role="status">
          {result.message}
        </p>
      )}
      {refused.length > 0 && (
        <div className="notice notice--error" role="alert">
          <p>{t('bank.refusedTitle')}</p>
          <ul>
            {refused.map((r, i) => (
              <li key={i}>
                <bdi>{r.title || '—'}</bdi>: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!exam && (
        <details className="bank-import">
          <summary>{t('bank.importTitle')}</summary>
          <Form method="post" encType="multipart/form-data" className="form">
            <p className="field-hint">{t('bank.importHint')}</p>
            <div className="field">
              <label htmlFor="bank-file">{t('bank.importFile')}</label>
              <input id="bank-file" type="file" name="file" accept=".txt,.gift,text/plain" required />
            </div>
            <button type="submit" name="intent" value="import" className="button button--primary" disabled={busy}>
              {t('bank.importButton')}
            </button>
          </Form>
        </details>
      )}
      <Form method="get" className="form bank-filters" aria-label={t('bank.filters')}>
        {exam && <input type="hidden" name="exam" value={exam} />}
        <div className="field">
          <label htmlFor="bank-type">{t('bank.f.type')}</label>
          <select id="bank-type" name="type" defaultValue={filters.type}>
            <option value="">{t('exams.f.frequencyAny')}</option>
            {QUESTION_TYPES.map((q) => (
              <option key={q} value={q}>
                {QUESTION_TYPE_NAMES[q][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bank-root">{t('bank.f.root')}</label>
          <input id="bank-root" name="root" defaultValue={filters.root} maxLength={4} dir="rtl" lang="ar" />
        </div>
        <div className="field">
          <label htmlFor="bank-pattern">{t('bank.f.pattern')}</label>
          <select id="bank-pattern" name="pattern" defaultValue={filters.pattern}>
            <option value="">{t('exams.f.frequencyAny')}</option>
            {EXAM_PATTERN_IDS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bank-cefr">{t('bank.f.level')}</label>
          <select id="bank-cefr" name="cefr" defaultValue={filters.cefr}>
            <option value="">{t('exams.f.frequencyAny')}</option>
            {CEFR_LEVELS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="bank-tag">{t('bank.f.tag')}</label>
          <input id="bank-tag" name="tag" defaultValue={filters.tag} maxLength={40} dir="auto" />
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--primary">
            {t('exams.list.searchButton')}
          </button>
        </div>
      </Form>
      <p role="status">{t('bank.count', { count: list.meta.total })}</p>
      {list.data.length > 0 && (
        <Form method={exam ? 'post' : 'get'} action={exam ? undefined : `/api/v1/${locale}/bank/export`} reloadDocument={!exam} className="bank-select">
          {exam && <input type="hidden" name="exam" value={exam} />}
          <ol className="question-list">
            {list.data.map((b, i) => (
              <li key={b.id}>
                <label className="bank-pick">
                  <input type="checkbox" name="ids" value={b.id} /> {t('bank.pick', { n: (list.meta.page - 1) * list.meta.per_page + i + 1 })}
                </label>
                <QuestionCard q={b.question} n={(list.meta.page - 1) * list.meta.per_page + i + 1} />
                <p className="muted">
                  <MetaLine parts={[t('bank.version', { version: b.version }), ...b.labels, b.owner.full_name]} />
                </p>
              </li>
            ))}
          </ol>
          <div className="form__actions">
            {exam ? (
              <button type="submit" name="intent" value="add" className="button button--primary" disabled={busy}>
                {t('bank.add')}
              </button>
            ) : (
              <>
                <label>
                  <input type="radio" name="format" value="moodle_xml" defaultChecked /> Moodle XML
                </label>
                <label>
                  <input type="radio" name="format" value="gift" /> GIFT
                </label>
                <button type="submit" className="button">
                  {t('bank.export')}
                </button>
              </>
            )}
          </div>
        </Form>
      )}
      {!exam && list.data.length > 0 && (
        <details className="bank-remove">
          <summary>{t('bank.removeTitle')}</summary>
          <ul className="check-list">
            {list.data.map((b, i) => (
              <li key={b.id}>
                <Form method="post">
                  <input type="hidden" name="id" value={b.id} />
                  <button type="submit" name="intent" value="delete" className="button button--small" disabled={busy}>
                    {t('bank.remove', { n: (list.meta.page - 1) * list.meta.per_page + i + 1 })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </details>
      )}
      {pages > 1 && (
        <nav className="admin-users__pages" aria-label={t('admin.users.pages')}>
          {list.meta.page > 1 ? (
            <Link to={pageLink(list.meta.page - 1)} rel="prev" className="button button--ghost button--small">
              {t('admin.users.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.users.page', { page: Math.min(list.meta.page, pages), pages })}</span>
          {list.meta.page < pages ? (
            <Link to={pageLink(list.meta.page + 1)} rel="next" className="button button--ghost button--small">
              {t('admin.users.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
