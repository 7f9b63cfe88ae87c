import { useState } from 'react';
import { liveHostViewSchema, type LiveHostView } from '@tasreef/contracts/live';
import { optionText } from '@tasreef/contracts/exams';
import { OptionText } from '../../components/QuestionParts.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { absoluteUrl } from '../../lib/meta.ts';
import { Distribution, Leaderboard } from './Distribution.tsx';
import { QuestionText } from './QuestionText.tsx';
import { useLiveView } from './use-live-view.ts';

/** The educator's screen of a live session (ADR 0091): the code large, the question, live counts, the spread once closed, the board. */
export function HostScreen({ initial }: { initial: LiveHostView }) {
  const { t, locale } = useLocale();
  const [view, setView] = useLiveView(locale, initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const move = async (path: 'advance' | 'end') => {
    setBusy(true);
    const res = await apiFetch(locale, `/live-sessions/${view.id}/${path}`, {
      method: 'POST',
      body: path === 'advance' ? { step: view.step } : undefined,
      schema: liveHostViewSchema,
    });
    setBusy(false);
    setError(res.ok ? null : res.error.message || t('live.failed'));
    if (res.ok) setView(res.data);
  };
  const next =
    view.status === 'lobby' ? t('live.startQuestions') : view.status === 'open' ? t('live.close') : view.index + 1 < view.question_count ? t('live.next') : t('live.finish');
  return (
    <div className="live-host">
      {view.code && (
        <div className="live-code">
          <p>{t('live.codeLead')}</p>
          {/* the address itself, to type off a projector: no menu path to find, no arrow to mirror */}
          <p className="live-code__address" translate="no">
            <bdi dir="ltr">{absoluteUrl(`/${locale}/live`).replace(/^https?:\/\//, '')}</bdi>
          </p>
          <p className="live-code__value" translate="no">
            <bdi dir="ltr">{view.code}</bdi>
          </p>
        </div>
      )}
      <p className="live-status" role="status">
        {t('live.joined', { number: view.participants })}
        {view.index >= 0 && ` · ${t('live.questionOf', { number: view.index + 1, total: view.question_count })}`}
        {view.status === 'open' && ` · ${t('live.answered', { number: view.answered, total: view.participants })}`}
        {view.status === 'ended' && ` · ${t('live.ended')}`}
      </p>
      {view.question && view.status !== 'ended' && <QuestionText question={view.question} />}
      {/* while it is open, the options as the phones show them, to read out from the projector; once closed, the spread replaces them */}
      {view.question && view.status === 'open' && view.question.format !== 'typed' && (
        <ul className="live-options live-options--host" aria-label={t('live.options')}>
          {view.question.options.map((o) => (
            <li key={o.id} className="live-option">
              <OptionText text={optionText(o, locale)} />
            </li>
          ))}
        </ul>
      )}
      {view.distribution && <Distribution bars={view.distribution} answered={view.answered} />}
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {view.status !== 'ended' && (
        <div className="section-actions">
          <button type="button" className="button button--primary button--large" disabled={busy} onClick={() => void move('advance')}>
            {next}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void move('end')}>
            {t('live.end')}
          </button>
        </div>
      )}
      <Leaderboard rows={view.leaderboard} />
    </div>
  );
}
