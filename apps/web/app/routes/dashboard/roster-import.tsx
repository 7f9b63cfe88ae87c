import { translate as apiMessage, type Locale } from '@tasreef/contracts';
import { formatNumber } from '@tasreef/contracts/format';
import {
  ROSTER_ENCODINGS,
  ROSTER_FIELDS,
  rosterEncodingSchema,
  rosterSheetSchema,
  type RosterEncoding,
  type RosterField,
  type RosterOneRosterSource,
  type RosterReport,
  type RosterRow,
  type RosterSheet,
  type RosterSheetFormat,
  type RosterUploadAnswer,
} from '@tasreef/contracts/roster';
import { useState, type FormEvent } from 'react';
import { Form, Link, data } from 'react-router';
import { apiDownload } from '../../lib/api-fetch.ts';
import { callApi, failure, load, send } from '../../lib/api.server.ts';
import { formValues, type FormResult } from '../../lib/form.ts';
import { TextField, useFormResult } from '../../components/fields.tsx';
import { requireWorkspace } from '../../lib/session.server.ts';
import '../../features/management/management.css';
import { translate, type MessageKey } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { readForm } from '../../lib/form-data.ts';
import { pageMeta } from '../../lib/meta.ts';
import { localeParam } from '../../lib/route-locale.ts';
import type { Route } from './+types/roster-import';

type Step =
  | { kind: 'upload' }
  | { kind: 'answer'; answer: RosterUploadAnswer }
  | { kind: 'done'; message: string; summary: RosterReport['summary']; importId: string; sheet: RosterSheet | null; sheetError?: string | null; written?: number };
type Result = FormResult & { step?: Step };

/** Why a download without script failed (roster-sheet.ts puts it in the address), in `locale`. */
function sheetErrorOf(request: Request, locale: Locale): string | null {
  const reason = new URL(request.url).searchParams.get('sheet_error');
  return reason === 'taken'
    ? apiMessage(locale, 'roster_sheet_taken')
    : reason === 'expired'
      ? apiMessage(locale, 'roster_sheet_expired')
      : reason === 'failed'
        ? translate(locale, 'mgmt.roster.sheetFailed')
        : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  // The importer's OneRoster service, if one is kept (its secret never comes here).
  const source = await load<RosterOneRosterSource>(context, request, locale, '/roster/oneroster');
  // A download without script that the API refused comes back here (roster-sheet.ts): say why.
  return { locale, source, sheetError: sheetErrorOf(request, locale) };
}

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? [...pageMeta(d.locale, '/dashboard/roster-import', translate(d.locale, 'mgmt.roster.title'), translate(d.locale, 'mgmt.roster.lead')), { name: 'robots', content: 'noindex' }]
    : [];

export async function action({ params, request, context }: Route.ActionArgs) {
  const locale = localeParam(params);
  await requireWorkspace(context, request, locale);
  const form = await readForm(request);
  const values = formValues(form);
  if (values.intent === 'upload') {
    const file = form.get('file');
    const upload = new FormData();
    upload.set('format', values.format === 'oneroster' ? 'oneroster' : 'csv');
    if (values.encoding) upload.set('encoding', values.encoding);
    if (file instanceof File && file.size > 0) upload.set('file', file, file.name);
    const res = await callApi<{ data: RosterUploadAnswer }>(context, request, `/${locale}/roster/imports`, 'POST', undefined, upload);
    if (res.status !== 200)
      return data<Result>({ ...failure(res, 'upload'), message: failure(res, 'upload').message ?? Object.values(failure(res, 'upload').errors)[0] }, { status: res.status });
    return data<Result>({ ok: true, errors: {}, step: { kind: 'answer', answer: res.body.data } });
  }
  if (values.intent === 'oneroster') {
    // A pull from the school's OneRoster service into the same dry run; the secret is never sent back.
    const { client_secret, ...shown } = values;
    const body = { base_url: values.base_url ?? '', token_url: values.token_url ?? '', client_id: values.client_id ?? '', client_secret: client_secret ?? '' };
    const res = await callApi<{ data: RosterReport }>(context, request, `/${locale}/roster/oneroster`, 'POST', body);
    if (res.status !== 200) return data<Result>(failure(res, 'oneroster', shown), { status: res.status });
    return data<Result>({ ok: true, errors: {}, step: { kind: 'answer', answer: res.body.data } });
  }
  if (values.intent === 'oneroster_forget') {
    const { result, status } = await send(context, request, locale, '/roster/oneroster', 'DELETE', undefined, 'oneroster_forget');
    return data<Result>(result, { status });
  }
  if (values.intent === 'encoding' && values.import_id) {
    // The kept upload read again in the encoding chosen: the mapping step anew.
    const encoding = rosterEncodingSchema.safeParse(values.encoding);
    if (!encoding.success) return data<Result>({ ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
    const res = await callApi<{ data: RosterUploadAnswer }>(context, request, `/${locale}/roster/imports/${encodeURIComponent(values.import_id)}/encoding`, 'POST', {
      encoding: encoding.data,
    });
    if (res.status !== 200) {
      const f = failure(res, 'encoding');
      return data<Result>({ ...f, message: f.message ?? Object.values(f.errors)[0] }, { status: res.status });
    }
    return data<Result>({ ok: true, errors: {}, step: { kind: 'answer', answer: res.body.data } });
  }
  if (values.intent === 'check' && values.import_id) {
    const mapping: Partial<Record<RosterField, string | null>> = {};
    for (const f of ROSTER_FIELDS) mapping[f] = values[`map_${f}`] ? values[`map_${f}`]! : null;
    const res = await callApi<{ data: RosterReport }>(context, request, `/${locale}/roster/imports/${encodeURIComponent(values.import_id)}/check`, 'POST', { mapping });
    if (res.status !== 200) {
      const f = failure(res, 'check');
      return data<Result>({ ...f, message: f.message ?? Object.values(f.errors)[0] }, { status: res.status });
    }
    return data<Result>({ ok: true, errors: {}, step: { kind: 'answer', answer: res.body.data } });
  }
  if (values.intent === 'sheet' && values.import_id) {
    // A download without script refused (roster-sheet.ts posts the sheet's form here again): the
    // last step as it was, the import read again as the visitor, and the reason beside the buttons.
    const sheet = rosterSheetSchema.safeParse({ token: values.token, count: Number(values.sheet_count), expires_at: values.expires_at });
    const written = Number(values.written);
    const res = await callApi<{ data: RosterReport }>(context, request, `/${locale}/roster/imports/${encodeURIComponent(values.import_id)}`, 'GET');
    if (res.status !== 200 || res.body.data.status !== 'committed' || !sheet.success || !Number.isInteger(written))
      return data<Result>({ ok: false, errors: {}, message: sheetErrorOf(request, locale) ?? translate(locale, 'mgmt.roster.sheetFailed') }, { status: 400 });
    const done = res.body.data;
    return data<Result>({
      ok: true,
      errors: {},
      step: {
        kind: 'done',
        message: apiMessage(locale, 'roster_committed', { number: written }),
        summary: done.summary,
        importId: done.import_id,
        sheet: sheet.data,
        sheetError: sheetErrorOf(request, locale),
      },
    });
  }
  if (values.intent === 'commit' && values.import_id) {
    const {
      result,
      status,
      data: done,
    } = await send<{ message: string; written: number; summary: RosterReport['summary']; sheet: RosterSheet | null }>(
      context,
      request,
      locale,
      `/roster/imports/${encodeURIComponent(values.import_id)}/commit`,
      'POST',
      undefined,
      'commit',
    );
    if (!result.ok || !done) return data<Result>(result, { status });
    return data<Result>({
      ...result,
      step: { kind: 'done', message: done.message, summary: done.summary, importId: values.import_id, sheet: done.sheet, written: done.written },
    });
  }
  return data<Result>({ ok: false, errors: {}, message: translate(locale, 'profile.unknownAction') }, { status: 400 });
}

const ACTION_KEYS: Record<RosterRow['action'], MessageKey> = { create: 'mgmt.roster.create', update: 'mgmt.roster.update', skip: 'mgmt.roster.skip', reject: 'mgmt.roster.reject' };
const FIELD_KEYS: Record<RosterField, MessageKey> = {
  full_name: 'auth.fullName',
  email: 'auth.email',
  username: 'mgmt.form.username',
  role: 'mgmt.roster.role',
  class_name: 'mgmt.roster.class',
  time_accommodation: 'mgmt.field.timeAccommodation',
  phone: 'mgmt.col.phone',
  country: 'mgmt.col.country',
  city: 'mgmt.col.city',
  education_level: 'mgmt.col.educationLevel',
};
const SHOWN = 500;

/** The encodings a file can be read in; `auto` (upload only) lets the server detect it. */
function EncodingSelect({ id, value, auto }: { id: string; value?: RosterEncoding; auto?: boolean }) {
  const { t } = useLocale();
  return (
    <div className="field">
      <label htmlFor={id}>{t('mgmt.roster.encoding')}</label>
      <select id={id} name="encoding" defaultValue={value ?? ''}>
        {auto && <option value="">{t('mgmt.roster.encodingAuto')}</option>}
        {ROSTER_ENCODINGS.map((e) => (
          <option key={e} value={e}>
            {t(`mgmt.roster.encoding.${e}` as MessageKey)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Said when the bytes were not UTF-8 and the server guessed their encoding. */
const EncodingNotice = ({ notice }: { notice: string | null | undefined }) =>
  notice ? (
    <p className="notice notice--warning" role="status">
      {notice}
    </p>
  ) : null;

function RowsTable({ rows, caption }: { rows: RosterRow[]; caption: string }) {
  const { t } = useLocale();
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="roster-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mgmt.roster.line')}</th>
            <th scope="col">{t('mgmt.roster.what')}</th>
            <th scope="col">{t('mgmt.roster.outcome')}</th>
            <th scope="col">{t('mgmt.roster.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, SHOWN).map((r) => (
            <tr key={`${r.file}-${r.line}-${r.kind}-${r.label}`} className={`roster-row--${r.action}`}>
              <td data-label={t('mgmt.roster.line')}>
                <bdi dir="ltr">
                  {r.file}:{r.line}
                </bdi>
              </td>
              <th scope="row" data-label={t('mgmt.roster.what')}>
                <span className="muted">{t(`mgmt.roster.kind.${r.kind}` as MessageKey)}</span> <bdi>{r.label}</bdi>
              </th>
              <td data-label={t('mgmt.roster.outcome')}>
                <span className={`status-pill status-pill--${r.action}`}>{t(ACTION_KEYS[r.action])}</span>
              </td>
              <td data-label={t('mgmt.roster.why')}>{r.reasons.join(' · ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > SHOWN && <p className="muted">{t('mgmt.roster.more', { count: rows.length - SHOWN })}</p>}
    </div>
  );
}

function Report({ report, busy }: { report: RosterReport; busy: boolean }) {
  const { t } = useLocale();
  const rejected = report.rows.filter((r) => r.action === 'reject');
  const writes = report.summary.create + report.summary.update;
  return (
    <section className="dash-card" aria-labelledby="roster-report">
      <h2 id="roster-report">{t('mgmt.roster.reportTitle', { file: `\u2068${report.file_name}\u2069` })}</h2>
      <ul className="dash-stats dash-stats--small" aria-label={t('mgmt.roster.summary')}>
        {(['create', 'update', 'skip', 'reject'] as const).map((a) => (
          <li key={a} className={`dash-stat dash-stat--${a}`}>
            <span className="dash-stat__value">{formatNumber(report.summary[a], 'en')}</span>
            <span className="dash-stat__label">{t(ACTION_KEYS[a])}</span>
          </li>
        ))}
      </ul>
      <EncodingNotice notice={report.encoding_notice} />
      <p>{t('mgmt.roster.nothingYet')}</p>
      {rejected.length > 0 && <RowsTable rows={rejected} caption={t('mgmt.roster.rejectedRows')} />}
      <details className="roster-all">
        <summary>{t('mgmt.roster.allRows', { count: report.rows.length })}</summary>
        <RowsTable rows={report.rows} caption={t('mgmt.roster.allRowsCaption')} />
      </details>
      {writes > 0 ? (
        <Form method="post" className="form__actions">
          <input type="hidden" name="import_id" value={report.import_id} />
          <button type="submit" name="intent" value="commit" className="button button--primary button--large" disabled={busy}>
            {t('mgmt.roster.confirm', { count: writes })}
          </button>
        </Form>
      ) : (
        <p role="status">{t('mgmt.roster.nothingToWrite')}</p>
      )}
    </section>
  );
}

/** Saves a Blob as a file through a temporary link (the browser's own download). */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // the download has its bytes once the click is handled; the address is freed after
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The one-time passwords of the username students the import made (ADR 0071): the key is in this
 * page's answer only; each file is downloaded once, and the server says so when asked again.
 */
function SheetDownloads({ importId, sheet, written, refused }: { importId: string; sheet: RosterSheet; written: number; refused: string | null }) {
  const { t, locale, href } = useLocale();
  const [busy, setBusy] = useState<RosterSheetFormat | null>(null);
  const [taken, setTaken] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(refused);
  // With script the file comes through apiDownload (the page stays, says what was taken); without
  // it the form posts to roster-sheet.ts, which answers the file as a download.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void download(submitter?.value === 'csv' ? 'csv' : 'pdf');
  };
  const download = async (format: RosterSheetFormat) => {
    setBusy(format);
    setError(null);
    try {
      const res = await apiDownload(locale, `/roster/imports/${encodeURIComponent(importId)}/sheet`, { token: sheet.token, format });
      if (!res.ok) {
        setError(res.error.message || t('mgmt.roster.sheetFailed'));
        return;
      }
      const name = res.fileName ?? `one-time-passwords.${format}`;
      save(res.blob, name);
      setTaken((list) => [...list, name]);
    } catch {
      setError(t('mgmt.roster.sheetFailed'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="roster-sheet" aria-labelledby="roster-sheet">
      <h3 id="roster-sheet">{t('mgmt.roster.sheetTitle')}</h3>
      <p>{t('mgmt.roster.sheetLead', { count: sheet.count })}</p>
      <form method="post" action={href('/dashboard/roster-import/sheet')} className="dash-actions" onSubmit={onSubmit}>
        <input type="hidden" name="import_id" value={importId} />
        <input type="hidden" name="token" value={sheet.token} />
        {/* Read by this page's action when a download without script was refused (roster-sheet.ts). */}
        <input type="hidden" name="intent" value="sheet" />
        <input type="hidden" name="sheet_count" value={sheet.count} />
        <input type="hidden" name="expires_at" value={sheet.expires_at} />
        <input type="hidden" name="written" value={written} />
        <button type="submit" name="format" value="pdf" className="button button--primary" disabled={busy !== null}>
          {t('mgmt.roster.sheetPdf')}
        </button>
        <button type="submit" name="format" value="csv" className="button button--ghost" disabled={busy !== null}>
          {t('mgmt.roster.sheetCsv')}
        </button>
      </form>
      <div role="status">
        {taken.map((name) => (
          <p key={name}>{t('mgmt.roster.sheetTaken', { file: `\u2068${name}\u2069` })}</p>
        ))}
      </div>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * A pull from the school's OneRoster 1.2 REST service (ADR 0093): its addresses, client id and
 * secret; the secret is kept sealed on the server and never shown again (left empty, the kept one
 * is used, for the same addresses and client id only).
 */
function OneRosterSection({ source, result, busy }: { source: RosterOneRosterSource; result: FormResult | undefined; busy: boolean }) {
  const { t } = useLocale();
  const mine = result?.intent === 'oneroster' ? result : undefined;
  const value = (field: 'base_url' | 'token_url' | 'client_id') => mine?.values?.[field] ?? source?.[field] ?? '';
  return (
    <section className="dash-card" aria-labelledby="roster-oneroster">
      <h2 id="roster-oneroster">{t('mgmt.roster.restTitle')}</h2>
      <p>{t('mgmt.roster.restLead')}</p>
      {mine?.message && (
        <p className="notice notice--error" role="alert">
          {mine.message}
        </p>
      )}
      <Form method="post" className="form">
        <TextField
          name="base_url"
          label={t('mgmt.roster.restBaseUrl')}
          hint={t('mgmt.roster.restBaseUrlHint')}
          defaultValue={value('base_url')}
          error={mine?.errors.base_url}
          dir="ltr"
          required
          maxLength={500}
          autoComplete="off"
        />
        <TextField
          name="token_url"
          label={t('mgmt.roster.restTokenUrl')}
          defaultValue={value('token_url')}
          error={mine?.errors.token_url}
          dir="ltr"
          required
          maxLength={500}
          autoComplete="off"
        />
        <TextField
          name="client_id"
          label={t('mgmt.roster.restClientId')}
          defaultValue={value('client_id')}
          error={mine?.errors.client_id}
          dir="ltr"
          required
          maxLength={200}
          autoComplete="off"
        />
        <TextField
          name="client_secret"
          type="password"
          label={t('mgmt.roster.restSecret')}
          hint={source ? t('mgmt.roster.restSecretKept') : t('mgmt.roster.restSecretHint')}
          error={mine?.errors.client_secret}
          dir="ltr"
          required={!source}
          optional={!!source}
          maxLength={500}
          autoComplete="new-password"
        />
        <div className="form__actions">
          <button type="submit" name="intent" value="oneroster" className="button button--primary button--large" disabled={busy}>
            {t('mgmt.roster.restPull')}
          </button>
        </div>
      </Form>
      {result?.ok && result.intent === 'oneroster_forget' && result.message && (
        <p className="notice notice--success" role="status">
          {result.message}
        </p>
      )}
      {source && (
        <Form method="post" className="form__actions">
          <button type="submit" name="intent" value="oneroster_forget" className="button button--ghost" disabled={busy}>
            {t('mgmt.roster.restForget')}
          </button>
        </Form>
      )}
    </section>
  );
}

export default function RosterImportPage({ actionData, loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { result, busy } = useFormResult(actionData);
  const step = (result as Result | undefined)?.step;
  const answer = step?.kind === 'answer' ? step.answer : null;
  return (
    <div className="container page roster-page">
      <header className="page-header">
        <h1>{t('mgmt.roster.title')}</h1>
        <p>{t('mgmt.roster.lead')}</p>
      </header>
      {result && !result.ok && result.message && result.intent !== 'oneroster' && (
        <p className="notice notice--error" role="alert">
          {result.message}
        </p>
      )}
      {!result && loaderData.sheetError && (
        <p className="notice notice--error" role="alert">
          {loaderData.sheetError}
        </p>
      )}
      {step?.kind === 'done' ? (
        <section className="dash-card" aria-labelledby="roster-done">
          <h2 id="roster-done" role="status">
            {step.message}
          </h2>
          {step.sheet && <SheetDownloads importId={step.importId} sheet={step.sheet} written={step.written ?? 0} refused={step.sheetError ?? null} />}
          <div className="dash-actions">
            <Link className="button button--primary" to={href('/dashboard/students-management')}>
              {t('mgmt.members.studentsTitle')}
            </Link>
            <Link className="button button--ghost" to={href('/dashboard/classes')}>
              {t('mgmt.classes.title')}
            </Link>
            <Link className="button button--ghost" to={href('/dashboard/roster-import')} reloadDocument>
              {t('mgmt.roster.another')}
            </Link>
          </div>
        </section>
      ) : answer?.step === 'mapping' ? (
        <section className="dash-card" aria-labelledby="roster-mapping">
          <h2 id="roster-mapping">{t('mgmt.roster.mappingTitle', { file: `\u2068${answer.file_name}\u2069` })}</h2>
          <p>
            {t('mgmt.roster.mappingLead', {
              count: answer.row_count,
              encoding: t(`mgmt.roster.encoding.${answer.encoding}` as MessageKey),
              delimiter: answer.delimiter === '\t' ? 'Tab' : answer.delimiter,
            })}
          </p>
          <EncodingNotice notice={answer.encoding_notice} />
          <Form method="post" className="form encoding-form">
            <input type="hidden" name="import_id" value={answer.import_id} />
            <EncodingSelect id="roster-encoding-again" value={answer.encoding} key={answer.encoding} />
            <button type="submit" name="intent" value="encoding" className="button button--ghost" disabled={busy}>
              {t('mgmt.roster.readAgain')}
            </button>
          </Form>
          <div className="table-scroll" role="region" aria-label={t('mgmt.roster.sample')} tabIndex={0}>
            <table className="roster-table">
              <caption>{t('mgmt.roster.sample')}</caption>
              <thead>
                <tr>
                  {answer.headers.map((h, i) => (
                    <th key={`${h}-${i}`} scope="col">
                      <bdi>{h}</bdi>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.sample_rows.map((row, i) => (
                  <tr key={i}>
                    {answer.headers.map((_, j) => (
                      <td key={j}>
                        <bdi>{row[j] ?? ''}</bdi>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Form method="post" className="form mapping-form">
            <input type="hidden" name="import_id" value={answer.import_id} />
            {answer.fields.map((f) => (
              <div className="field" key={f}>
                <label htmlFor={`map-${f}`}>{t(FIELD_KEYS[f])}</label>
                <select id={`map-${f}`} name={`map_${f}`} defaultValue={answer.suggested_mapping[f] ?? ''}>
                  <option value="">{t('mgmt.roster.notInFile')}</option>
                  {answer.headers.map((h, i) => (
                    <option key={`${h}-${i}`} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="form__actions">
              <button type="submit" name="intent" value="check" className="button button--primary button--large" disabled={busy}>
                {t('mgmt.roster.check')}
              </button>
            </div>
          </Form>
        </section>
      ) : answer?.step === 'report' ? (
        <Report report={answer} busy={busy} />
      ) : (
        <section className="dash-card" aria-labelledby="roster-upload">
          <h2 id="roster-upload">{t('mgmt.roster.uploadTitle')}</h2>
          <p>{t('mgmt.roster.uploadLead')}</p>
          <Form method="post" encType="multipart/form-data" className="form">
            <div className="field">
              <label htmlFor="roster-file">{t('mgmt.roster.file')}</label>
              <input id="roster-file" type="file" name="file" accept=".csv,.txt,.zip,text/csv,application/zip" required />
            </div>
            <fieldset className="choice-row">
              <legend>{t('mgmt.roster.format')}</legend>
              <label>
                <input type="radio" name="format" value="csv" defaultChecked /> {t('mgmt.roster.formatCsv')}
              </label>
              <label>
                <input type="radio" name="format" value="oneroster" /> {t('mgmt.roster.formatOneRoster')}
              </label>
            </fieldset>
            <EncodingSelect id="roster-encoding" auto />
            <div className="form__actions">
              <button type="submit" name="intent" value="upload" className="button button--primary button--large" disabled={busy}>
                {t('mgmt.roster.upload')}
              </button>
            </div>
          </Form>
        </section>
      )}
      {!step && <OneRosterSection source={loaderData.source} result={result} busy={busy} />}
    </div>
  );
}
