import type { LmsConnection, LmsToolUrls } from '@tasreef/contracts/integrations';
import { LTI_MAX_DEPLOYMENTS } from '@tasreef/contracts/integrations';
import { Fragment, useEffect, useId, useRef } from 'react';
import { Form } from 'react-router';
import { TextField } from '../../components/fields.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import type { LmsActionResult } from './actions.server.ts';
import { When } from './parts.tsx';

/** The dashboard's LMS page, in parts (ADR 0084): the route composes them. */

/** Tasreef's own addresses, which the LMS administrator types into the platform's tool registration. */
export function LmsToolAddresses({ tool }: { tool: LmsToolUrls }) {
  const { t } = useLocale();
  const rows = [
    ['lms.tool.login', tool.login_url],
    ['lms.tool.launch', tool.launch_url],
    ['lms.tool.deepLinking', tool.deep_linking_url],
    ['lms.tool.jwks', tool.jwks_url],
  ] as const;
  return (
    <section aria-labelledby="lms-tool" className="lms-tool">
      <h4 id="lms-tool">{t('lms.tool.title')}</h4>
      <dl className="integration-facts">
        {rows.map(([key, url]) => (
          <Fragment key={key}>
            <dt>{t(key)}</dt>
            <dd>
              <code dir="ltr">{url}</code>
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The deployment ids, one a line: a text area shaped like the other fields. */
function DeploymentIdsField({ error, defaultValue }: { error?: string | undefined; defaultValue?: string | undefined }) {
  const { t } = useLocale();
  const id = `f-${useId()}-deployment_ids`;
  return (
    <div className="field">
      <label htmlFor={id}>{t('lms.manual.deploymentIds')}</label>
      <textarea
        id={id}
        name="deployment_ids"
        rows={2}
        dir="ltr"
        required
        spellCheck={false}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('lms.manual.deploymentHint', { number: LTI_MAX_DEPLOYMENTS })}
      </p>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A platform registered by hand: its issuer, client id, deployments and endpoints, each error beside its field. */
export function LmsManualForm({ tool, done, busy }: { tool: LmsToolUrls; done: LmsActionResult | undefined; busy: boolean }) {
  const { t } = useLocale();
  const mine = done?.intent === 'register' && !done.ok ? done : undefined;
  // once the platform is connected the form is emptied: what stays typed there reads as not yet sent
  const form = useRef<HTMLFormElement>(null);
  const connected = done?.intent === 'register' && done.ok;
  useEffect(() => {
    if (connected) form.current?.reset();
  }, [done, connected]);
  const err = (f: string) => mine?.errors[f];
  const url = (name: string, label: string) => (
    <TextField name={name} label={label} dir="ltr" required maxLength={2000} autoComplete="off" error={err(name)} defaultValue={mine?.values?.[name]} />
  );
  return (
    <section aria-labelledby="lms-manual" className="lms-way">
      <h3 id="lms-manual">{t('lms.manual.title')}</h3>
      <p>{t('lms.manual.lead')}</p>
      <LmsToolAddresses tool={tool} />
      <Form ref={form} method="post" className="integrations-form" aria-labelledby="lms-manual">
        <TextField name="name" label={t('lms.name')} optional maxLength={120} error={err('name')} defaultValue={mine?.values?.name} />
        {url('issuer', t('lms.manual.issuer'))}
        <TextField
          name="client_id"
          label={t('lms.clientId')}
          dir="ltr"
          required
          maxLength={200}
          autoComplete="off"
          error={err('client_id')}
          defaultValue={mine?.values?.client_id}
        />
        <DeploymentIdsField error={err('deployment_ids')} defaultValue={mine?.values?.deployment_ids} />
        {url('auth_url', t('lms.manual.authUrl'))}
        {url('token_url', t('lms.manual.tokenUrl'))}
        {url('jwks_url', t('lms.manual.jwksUrl'))}
        {mine?.message && mine.code !== 'plan_limit' && (
          <p className="notice notice--error" role="alert">
            {mine.message}
          </p>
        )}
        <button type="submit" name="intent" value="register" className="button button--primary" disabled={busy}>
          {t('lms.manual.button')}
        </button>
      </Form>
    </section>
  );
}

/**
 * Removing a connection, confirmed first: a disclosure holds the consequence and the submit
 * button, so it works without JavaScript and takes two deliberate activations.
 */
function RemoveConnection({ connection, label, busy }: { connection: LmsConnection; label: string; busy: boolean }) {
  const { t } = useLocale();
  // a name in the other script keeps its own direction inside the sentence (first-strong isolate)
  const name = `\u2068${label}\u2069`;
  return (
    <details className="lms-remove">
      <summary className="button button--danger">
        <span aria-hidden="true">{t('lms.delete')}</span>
        <span className="visually-hidden">{t('lms.deleteLabel', { name })}</span>
      </summary>
      <Form method="post" className="lms-remove__body">
        <p>{t('lms.deleteConfirm', { name })}</p>
        <input type="hidden" name="id" value={connection.id} />
        <button type="submit" name="intent" value="delete" className="button button--danger" disabled={busy}>
          {t('lms.deleteYes')}
        </button>
      </Form>
    </details>
  );
}

/** One connection: its state, the platform it trusts, its course links, and its removal. */
export function LmsConnectionCard({ connection: c, busy }: { connection: LmsConnection; busy: boolean }) {
  const { t } = useLocale();
  const label = c.name || c.platform || t('lms.unnamed');
  return (
    <li className={`integration-card integration-card--${c.state}`}>
      <h3>
        <bdi>{label}</bdi>
      </h3>
      <p className="integration-card__state">{t(`lms.state.${c.state}`)}</p>
      <dl className="integration-facts">
        {c.issuer && (
          <>
            <dt>{t('lms.issuer')}</dt>
            <dd>
              <code dir="ltr">{c.issuer}</code>
            </dd>
            <dt>{t('lms.clientId')}</dt>
            <dd>
              <code dir="ltr">{c.client_id}</code>
            </dd>
          </>
        )}
        {c.deployment_ids.length > 0 && (
          <>
            <dt>{t('lms.deployments')}</dt>
            <dd>
              <code dir="ltr">{c.deployment_ids.join(', ')}</code>
            </dd>
          </>
        )}
        <dt>{t('lms.created')}</dt>
        <dd>
          <When iso={c.created_at} />
        </dd>
        <dt>{t('lms.links')}</dt>
        <dd>{c.links.length}</dd>
      </dl>
      <RemoveConnection connection={c} label={label} busy={busy} />
    </li>
  );
}
