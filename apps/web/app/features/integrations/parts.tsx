import { formatDateTime } from '@tasreef/contracts/format';
import type { NumberStyle } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const SCOPE_KEYS = {
  'exams:read': 'keys.scope.examsRead',
  'exams:write': 'keys.scope.examsWrite',
  'results:read': 'keys.scope.resultsRead',
  'roster:read': 'keys.scope.rosterRead',
  'roster:write': 'keys.scope.rosterWrite',
  'webhooks:write': 'keys.scope.webhooksWrite',
} as const;

const EVENT_KEYS = {
  'exam.published': 'hooks.event.examPublished',
  'attempt.started': 'hooks.event.attemptStarted',
  'attempt.submitted': 'hooks.event.attemptSubmitted',
  'attempt.graded': 'hooks.event.attemptGraded',
  'roster.imported': 'hooks.event.rosterImported',
  'certificate.issued': 'hooks.event.certificateIssued',
} as const;

/** A scope as code (what the API and the OpenAPI document call it) and in words. */
export function ScopeName({ scope }: { scope: string }) {
  const { t } = useLocale();
  const key = SCOPE_KEYS[scope as keyof typeof SCOPE_KEYS];
  return (
    <>
      <code dir="ltr">{scope}</code>
      {key ? ` ${t(key)}` : null}
    </>
  );
}

/** An event type as code and in words. */
export function EventName({ type }: { type: string }) {
  const { t } = useLocale();
  const key = EVENT_KEYS[type as keyof typeof EVENT_KEYS];
  return (
    <>
      <code dir="ltr">{type}</code>
      {key ? ` ${t(key)}` : null}
    </>
  );
}

/** A moment in UTC, named once: the format's own zone name says UTC already (it said «UTC UTC», 29 Nov). */
export const utcMoment = (iso: string, fmt: NumberStyle): string => formatDateTime(iso, fmt, 'UTC');

/** A moment in UTC (keys and deliveries are read against servers' logs, which are in UTC). */
export function When({ iso }: { iso: string }) {
  const { fmt } = useLocale();
  return <time dateTime={iso}>{utcMoment(iso, fmt)}</time>;
}
