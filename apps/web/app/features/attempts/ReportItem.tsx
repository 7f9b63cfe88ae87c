import type { ReviewedQuestion } from '@tasreef/contracts/attempts';
import { optionText } from '@tasreef/contracts/exams';
import { Fragment, type ReactNode } from 'react';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { letterClusters } from './answers.ts';
import { OptionText, PromptForm } from '../../components/QuestionParts.tsx';
import { ArabicText, BidiText } from '../../i18n/bidi.tsx';
import { rich } from '../../i18n/rich.tsx';

/**
 * One question of a result: the answer given, its verdict, the key and why; the student's flag for
 * review, and the teacher's comment and points (ADR 0090). `reader`: whose page it is (the student's
 * result says "your answer", the teacher's review "the student's answer"); `children`: what the
 * teacher's page adds under it (the marking form).
 */
export function ReportItem({ q, n, total, reader = 'student', children }: { q: ReviewedQuestion; n: number; total: number; reader?: 'student' | 'teacher'; children?: ReactNode }) {
  const { fmt, t, locale } = useLocale();
  const verdict = q.verdict ?? 'unanswered';
  const chosen = q.given && 'option_id' in q.given ? q.given.option_id : null;
  const keyId = q.answer && 'option_id' in q.answer ? q.answer.option_id : null;
  const given = t(reader === 'teacher' ? 'review.studentAnswer' : 'answer.yourAnswer');
  return (
    <article className={`report-q report-q--${verdict}`} aria-labelledby={`r-${q.id}`}>
      <header className="report-q__head">
        <h3 id={`r-${q.id}`}>{t('answer.question', { n: formatNumber(fmt, n), total: formatNumber(fmt, total) })}</h3>
        <span className={`verdict verdict--${verdict}`}>
          <VerdictIcon verdict={verdict} />
          {t(`answer.verdict.${verdict}`)}
        </span>
        {q.flagged && <span className="report-q__flag">{t(reader === 'teacher' ? 'review.flagged' : 'answer.flaggedByYou')}</span>}
      </header>
      <p className="take-q__stem">
        <BidiText text={q.stem[locale]} locale={locale} />
      </p>
      <PromptForm q={q} />
      {q.format === 'typed' ? (
        <>
          <p className="report-q__given">
            <span className="report-q__label">{given}: </span>
            {q.given && 'text' in q.given && q.given.text.trim() !== '' ? <TypedGiven text={q.given.text} letters={q.letters} /> : t('answer.noAnswer')}
          </p>
          {q.letters && q.letters.length > 0 && q.given && 'text' in q.given && (
            <p className="report-q__letters">
              {rich(t('answer.letters'), {
                letters: (
                  <ArabicText>
                    {q.letters
                      .map((i) => letterClusters(q.given && 'text' in q.given ? q.given.text : '')[i - 1])
                      .filter(Boolean)
                      .join('، ')}
                  </ArabicText>
                ),
              })}
            </p>
          )}
          {q.answer && 'text' in q.answer && (
            <div className="report-key">
              <p>
                <span className="report-q__label">{t('answer.key')}: </span>
                <ArabicText className="arabic take-option__arabic">{q.answer.text}</ArabicText>
              </p>
              {q.answer.accepted.filter((f) => f !== (q.answer as { text: string }).text).length > 0 && (
                <p>
                  <span className="report-q__label">{t('answer.accepted')}: </span>
                  <ArabicText className="arabic">{q.answer.accepted.filter((f) => f !== (q.answer as { text: string }).text).join('، ')}</ArabicText>
                </p>
              )}
            </div>
          )}
        </>
      ) : (
        <ul className="report-options">
          {q.options.map((o) => {
            const mine = o.id === chosen;
            const isKey = o.id === keyId;
            return (
              <li key={o.id} className={`report-option${mine ? ' is-mine' : ''}${isKey ? ' is-key' : ''}`}>
                <OptionText text={optionText(o, locale)} />
                {mine && <span className="report-option__tag">{given}</span>}
                {isKey && <span className="report-option__tag report-key">{t('answer.key')}</span>}
              </li>
            );
          })}
          {!chosen && <li className="report-option report-option--none">{t('answer.noAnswer')}</li>}
        </ul>
      )}
      {q.explanation && (
        <div className="report-key report-why">
          <p className="report-q__label">{t('answer.why')}</p>
          <p>
            <BidiText text={q.explanation[locale]} locale={locale} />
          </p>
        </div>
      )}
      {q.marking && <MarkingNote q={q} />}
      {children}
    </article>
  );
}

/** The student's typed form, its letters with wrong marks underlined. */
function TypedGiven({ text, letters }: { text: string; letters?: number[] }) {
  const marked = new Set(letters ?? []);
  const parts = letterClusters(text);
  return (
    <ArabicText className="arabic take-option__arabic report-typed">
      {parts.map((p, i) => (marked.has(i + 1) ? <mark key={i}>{p}</mark> : <Fragment key={i}>{p}</Fragment>))}
    </ArabicText>
  );
}

function VerdictIcon({ verdict }: { verdict: string }) {
  const d = verdict === 'correct' ? 'M5 12l5 5 9-10' : verdict === 'marks' || verdict === 'marks_missing' ? 'M6 12h12' : 'M6 6l12 12M18 6L6 18';
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The teacher's points (where they replace the machine's) and comment, as the student and the teacher read them. */
function MarkingNote({ q }: { q: ReviewedQuestion }) {
  const { fmt, t, locale } = useLocale();
  const m = q.marking!;
  return (
    <div className="report-marking">
      {m.points !== null && (
        <p className="report-marking__points">
          {t('review.pointsGiven', { points: formatNumber(fmt, m.points), max: formatNumber(fmt, 1), auto: formatNumber(fmt, m.auto_credit ?? 0) })}
        </p>
      )}
      {m.comment && (
        <>
          <p className="report-q__label">{t('review.comment')}</p>
          <p className="report-marking__comment">
            <BidiText text={m.comment} locale={locale} />
          </p>
        </>
      )}
    </div>
  );
}
