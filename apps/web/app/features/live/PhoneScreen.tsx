import { useEffect, useRef, useState } from 'react';
import { optionText } from '@tasreef/contracts/exams';
import type { LiveStudentView } from '@tasreef/contracts/live';
import { OptionText } from '../../components/QuestionParts.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { apiFetch } from '../../lib/api-fetch.ts';
import { QuestionText } from './QuestionText.tsx';
import { useLiveView } from './use-live-view.ts';

/** A student's phone in a live session (ADR 0091): the open question's options, one answer, the key and their points once it closes. */
export function PhoneScreen({ initial }: { initial: LiveStudentView }) {
  const { t, locale } = useLocale();
  const [view] = useLiveView(locale, initial);
  const [typed, setTyped] = useState('');
  const [sent, setSent] = useState<{ step: number; error: string | null } | null>(null);
  const q = view.question;
  // a new question (or its close) arrives by itself: the phone's focus moves to it, so a screen reader reads it next
  const top = useRef<HTMLDivElement>(null);
  const seen = useRef(view.step);
  useEffect(() => {
    if (seen.current === view.step) return;
    seen.current = view.step;
    top.current?.focus();
  }, [view.step]);
  const answer = async (given: { option_id: string } | { text: string }) => {
    if (!q) return;
    const res = await apiFetch(locale, `/live-sessions/${view.id}/answers`, { method: 'POST', body: { question_id: q.id, answer: given } });
    setSent({ step: view.step, error: res.ok ? null : res.error.message || t('live.failed') });
  };
  const answered = view.given !== null || (sent?.step === view.step && sent.error === null);
  const chosen = view.given && 'option_id' in view.given ? view.given.option_id : null;
  const key = view.answer && 'option_id' in view.answer ? view.answer.option_id : null;
  return (
    <div className="live-phone" ref={top} tabIndex={-1}>
      <p className="live-status" role="status">
        {view.status === 'lobby' && t('live.waiting')}
        {view.status === 'open' && (answered ? t('live.sent') : t('live.questionOf', { number: view.index + 1, total: view.question_count }))}
        {view.status === 'closed' && t(`live.verdict.${view.verdict ?? 'unanswered'}`, { points: view.points ?? 0 })}
        {view.status === 'ended' && t('live.endedScore', { points: view.me.score })}
      </p>
      {q && view.status !== 'ended' && (
        <>
          <QuestionText question={q} />
          {q.format === 'typed' ? (
            <form
              className="live-typed"
              onSubmit={(e) => {
                e.preventDefault();
                void answer({ text: typed });
              }}
            >
              <label htmlFor="live-typed">{t('live.typeAnswer')}</label>
              <input id="live-typed" lang="ar" dir="rtl" value={typed} onChange={(e) => setTyped(e.target.value)} disabled={answered || view.status !== 'open'} required />
              <button type="submit" className="button button--primary" disabled={answered || view.status !== 'open'}>
                {t('live.send')}
              </button>
            </form>
          ) : (
            <ul className="live-options">
              {q.options.map((o) => (
                <li key={o.id}>
                  <button
                    type="button"
                    className={`live-option${o.id === chosen ? ' live-option--chosen' : ''}${o.id === key ? ' live-option--key' : ''}`}
                    aria-pressed={o.id === chosen}
                    disabled={answered || view.status !== 'open'}
                    onClick={() => void answer({ option_id: o.id })}
                  >
                    <OptionText text={optionText(o, locale)} />
                    {o.id === key && <strong> ✓ {t('live.key')}</strong>}
                    {o.id === chosen && <span> · {t('live.yours')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {sent?.error && sent.step === view.step && (
        <p className="notice notice--error" role="alert">
          {sent.error}
        </p>
      )}
      {view.me.rank !== null && <p>{t('live.rankLine', { rank: view.me.rank, points: view.me.score })}</p>}
    </div>
  );
}
