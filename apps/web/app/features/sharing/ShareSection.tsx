import type { ExamSharing } from '@tasreef/contracts/sharing';
import { Form } from 'react-router';
import type { FormResult } from '../../lib/form.ts';
import { TextField } from '../../components/fields.tsx';
import { PlanLimitNotice } from '../../components/PlanLimitNotice.tsx';
import { showDate } from '../../lib/time.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { CopyLink } from './CopyLink.tsx';

/**
 * The Share section of an exam's details (ADR 0043): a copy for another educator by address, the
 * copies given, and the link for students (make, copy, revoke). Plain form posts: it works without
 * script; the copy button is the one thing script adds.
 */
export function ShareSection({ sharing, result, busy, timeZone }: { sharing: ExamSharing; result: FormResult | undefined; busy: boolean; timeZone: string }) {
  const { t, fmt } = useLocale();
  const active = sharing.links.find((l) => l.state === 'active');
  const earlier = sharing.links.filter((l) => l.state === 'revoked');
  const mine = (intent: string) => result?.intent === intent;
  const failed = (intent: string) => mine(intent) && !result!.ok && result!.code !== 'plan_limit' && result!.message;
  const date = (iso: string) => `\u2068${showDate(iso, timeZone, fmt)}\u2069`;
  return (
    <section aria-labelledby="share-title" className="share-section">
      <h2 id="share-title">{t('share.title')}</h2>
      <p>{t('share.lead')}</p>
      {sharing.upgrade && <PlanLimitNotice offer message={sharing.upgrade} />}
      {result?.code === 'plan_limit' && result.message !== sharing.upgrade && <PlanLimitNotice message={result.message} />}

      <div className="share-grid">
        <section aria-labelledby="share-educator-title" className="dash-card">
          <h3 id="share-educator-title">{t('share.educator.title')}</h3>
          <p>{t('share.educator.lead')}</p>
          {sharing.can_share ? (
            // a new share empties the field (the form is made again); a refused one keeps what was typed
            <Form key={sharing.shares.length} method="post" noValidate className="form share-form">
              <input type="hidden" name="intent" value="share" />
              <TextField
                name="email"
                type="email"
                label={t('share.educator.email')}
                autoComplete="off"
                dir="ltr"
                maxLength={254}
                defaultValue={mine('share') && !result!.ok ? result!.values?.email : undefined}
                error={mine('share') ? result!.errors.email : undefined}
              />
              {failed('share') && (
                <p className="notice notice--error" role="alert">
                  {result!.message}
                </p>
              )}
              {mine('share') && result!.ok && (
                <p className="notice notice--success" role="status">
                  {result!.message}
                </p>
              )}
              <button type="submit" className="button button--primary" disabled={busy}>
                {t('share.educator.submit')}
              </button>
            </Form>
          ) : (
            !sharing.upgrade && <p className="muted">{t('share.authorOnly')}</p>
          )}
          <h4 id="share-list-title">{t('share.list.title')}</h4>
          {sharing.shares.length === 0 ? (
            <p role="status">{t('share.list.none')}</p>
          ) : (
            <ul className="share-list" aria-labelledby="share-list-title">
              {sharing.shares.map((s) => (
                <li key={s.id}>
                  <bdi>{s.to.full_name}</bdi>{' '}
                  <bdi dir="ltr" className="muted">
                    {s.to.email}
                  </bdi>
                  <span className="share-list__date">{t('share.list.on', { date: date(s.shared_at) })}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="share-link-title" className="dash-card">
          <h3 id="share-link-title">{t('share.link.title')}</h3>
          <p>{t('share.link.lead')}</p>
          {active ? (
            <div className="share-link">
              <p className="muted">
                {t('share.link.active', { date: date(active.created_at) })} · {t('share.link.joined', { count: active.joined })}
              </p>
              {active.url ? <CopyLink url={active.url} /> : sharing.can_manage && <p className="notice">{t('share.link.hidden')}</p>}
              {sharing.can_manage ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="link_id" value={active.id} />
                  <button type="submit" className="button button--danger button--small" disabled={busy}>
                    {t('share.link.revoke')}
                  </button>
                </Form>
              ) : null}
            </div>
          ) : sharing.can_share ? (
            sharing.link_refusal ? (
              <p className="notice" role="status">
                {sharing.link_refusal}
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="link" />
                <button type="submit" className="button button--primary" disabled={busy}>
                  {t('share.link.create')}
                </button>
              </Form>
            )
          ) : (
            <p role="status">{t('share.link.none')}</p>
          )}
          {(failed('link') || failed('revoke')) && (
            <p className="notice notice--error" role="alert">
              {result!.message}
            </p>
          )}
          {(mine('link') || mine('revoke')) && result!.ok && (
            <p className="notice notice--success" role="status">
              {result!.message}
            </p>
          )}
          {earlier.length > 0 && (
            <>
              <h4 id="share-earlier-title">{t('share.link.earlier')}</h4>
              <ul className="share-list" aria-labelledby="share-earlier-title">
                {earlier.map((l) => (
                  <li key={l.id}>
                    {t('share.link.revokedOn', { date: date(l.revoked_at!) })} · {t('share.link.joined', { count: l.joined })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </section>
  );
}

/** "Shared with you by …": on a copy another educator gave. */
export function ReceivedNotice({ sharing, timeZone }: { sharing: ExamSharing; timeZone: string }) {
  const { t, fmt } = useLocale();
  if (!sharing.received) return null;
  const r = sharing.received;
  return (
    <p className="notice share-received" role="note">
      {t('share.received', { name: `\u2068${r.from.full_name}\u2069`, date: `\u2068${showDate(r.shared_at, timeZone, fmt)}\u2069`, title: `\u2068${r.title}\u2069` })}
    </p>
  );
}
