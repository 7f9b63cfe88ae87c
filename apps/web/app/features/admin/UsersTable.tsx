import './admin.css';
import type { AdminUser } from '@tasreef/contracts/auth';
import { formatDay } from '@tasreef/contracts/format';
import { Form, Link } from 'react-router';
import type { Locale, MessageKey } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { pageWindow, usersSearch, type UsersQuery } from './paging.ts';

const TYPE_KEYS = { student: 'admin.users.type.student', educator: 'admin.users.type.educator', admin: 'admin.users.type.admin' } as const satisfies Record<string, MessageKey>;

function created(locale: Locale, iso: string): string {
  return formatDay(iso, locale, 'UTC', { month: 'short' });
}

/**
 * Disable or enable, confirmed first: a disclosure holds the consequence and the submit button,
 * so it works without JavaScript and takes two deliberate activations. Keyed by the state in the
 * table, so that it starts closed again once the change is made.
 */
function RowAction({ user, busy }: { user: AdminUser; busy: boolean }) {
  const { t } = useLocale();
  const disable = !user.disabled;
  // A name in the other script keeps its own direction inside the sentence (first-strong isolate).
  const name = `\u2068${user.full_name}\u2069`;
  return (
    <details className="admin-users__confirm">
      <summary className={`button button--small ${disable ? 'button--danger' : 'button--ghost'}`}>
        <span aria-hidden="true">{t(disable ? 'admin.users.disable' : 'admin.users.enable')}</span>
        <span className="visually-hidden">{t(disable ? 'admin.users.disableLabel' : 'admin.users.enableLabel', { name })}</span>
      </summary>
      <Form method="post" className="admin-users__confirm-body">
        <p>{t(disable ? 'admin.users.confirmDisable' : 'admin.users.confirmEnable', { name })}</p>
        <input type="hidden" name="id" value={user.id} />
        <button
          type="submit"
          name="intent"
          value={disable ? 'disable' : 'enable'}
          className={`button button--small ${disable ? 'button--danger' : 'button--primary'}`}
          disabled={busy}
        >
          {t(disable ? 'admin.users.confirmYesDisable' : 'admin.users.confirmYesEnable')}
        </button>
      </Form>
    </details>
  );
}

/** The plan an account is on, changed by an administrator (an organisation's limits are its owner's plan). */
function PlanCell({ user, plans, busy }: { user: AdminUser; plans: Array<{ code: string; name: string }>; busy: boolean }) {
  const { t } = useLocale();
  const id = `plan-${user.id}`;
  return (
    <Form method="post" className="admin-users__plan">
      <input type="hidden" name="id" value={user.id} />
      <label htmlFor={id} className="visually-hidden">
        {t('admin.users.planLabel', { name: `\u2068${user.full_name}\u2069` })}
      </label>
      <select id={id} name="plan_code" defaultValue={user.plan_code} key={user.plan_code}>
        {plans.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-reason`} className="visually-hidden">
        {t('billing.admin.reasonFor', { name: `\u2068${user.full_name}\u2069` })}
      </label>
      <input id={`${id}-reason`} name="reason" type="text" maxLength={300} placeholder={t('billing.admin.reason')} dir="auto" className="admin-users__reason" />
      <button type="submit" name="intent" value="plan" className="button button--small button--ghost" disabled={busy}>
        {t('admin.users.planSave')}
      </button>
    </Form>
  );
}

export function UsersTable({
  users,
  total,
  query,
  selfId,
  busy,
  plans,
}: {
  users: AdminUser[];
  total: number;
  query: UsersQuery;
  selfId: string;
  busy: boolean;
  plans: Array<{ code: string; name: string }>;
}) {
  const { locale, t } = useLocale();
  const w = pageWindow(query.page, total);
  const pageLink = (page: number) => usersSearch({ q: query.q, page }) || '?';
  return (
    <>
      <p className="admin-users__range" role="status">
        {users.length === 0 ? (query.q ? t('admin.users.empty', { q: query.q }) : t('admin.users.nothingHere')) : t('admin.users.range', { from: w.from, to: w.to, total })}
      </p>
      {users.length > 0 && (
        <div className="table-scroll admin-users__scroll" role="region" aria-labelledby="admin-users-caption" tabIndex={0}>
          <table className="admin-users__table">
            <caption id="admin-users-caption">{t('admin.users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.users.col.name')}</th>
                <th scope="col">{t('admin.users.col.email')}</th>
                <th scope="col">{t('admin.users.col.type')}</th>
                <th scope="col">{t('admin.users.col.verified')}</th>
                <th scope="col">{t('admin.users.col.status')}</th>
                <th scope="col">{t('admin.users.col.created')}</th>
                <th scope="col">{t('admin.users.col.plan')}</th>
                <th scope="col">{t('admin.users.col.action')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} className={u.disabled ? 'is-disabled' : undefined}>
                  <th scope="row" data-label={t('admin.users.col.name')}>
                    <bdi>{u.full_name}</bdi>
                  </th>
                  <td data-label={t('admin.users.col.email')}>
                    <bdi dir="ltr">{u.email}</bdi>
                  </td>
                  <td data-label={t('admin.users.col.type')}>{u.type ? t(TYPE_KEYS[u.type]) : t('admin.users.type.none')}</td>
                  <td data-label={t('admin.users.col.verified')}>{t(u.is_email_verified ? 'admin.users.yes' : 'admin.users.no')}</td>
                  <td data-label={t('admin.users.col.status')}>
                    <span className={`admin-users__status ${u.disabled ? 'admin-users__status--off' : 'admin-users__status--on'}`}>
                      {t(u.disabled ? 'admin.users.disabled' : 'admin.users.active')}
                    </span>
                  </td>
                  <td data-label={t('admin.users.col.created')}>
                    <time dateTime={u.created_at}>{created(locale, u.created_at)}</time>
                  </td>
                  <td data-label={t('admin.users.col.plan')}>
                    <PlanCell user={u} plans={plans} busy={busy} />
                  </td>
                  <td data-label={t('admin.users.col.action')}>
                    {u.id === selfId ? <span className="admin-users__self">{t('admin.users.you')}</span> : <RowAction key={String(u.disabled)} user={u} busy={busy} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {(w.previous !== null || w.next !== null) && (
        <nav className="admin-users__pages" aria-label={t('admin.users.pages')}>
          {w.previous !== null ? (
            <Link to={pageLink(w.previous)} rel="prev" className="button button--ghost button--small">
              {t('admin.users.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('admin.users.page', { page: Math.min(query.page, w.pages), pages: w.pages })}</span>
          {w.next !== null ? (
            <Link to={pageLink(w.next)} rel="next" className="button button--ghost button--small">
              {t('admin.users.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
