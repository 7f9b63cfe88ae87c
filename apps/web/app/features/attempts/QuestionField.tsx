import type { GivenAnswerBody, ReviewedQuestion } from '@tasreef/contracts/attempts';
import { optionText } from '@tasreef/contracts/exams';
import { useRef } from 'react';
import { ArabicKeyboard } from '../../components/ArabicKeyboard.tsx';
import { OptionText, PromptForm } from '../../components/QuestionParts.tsx';
import { BidiText } from '../../i18n/bidi.tsx';
import { formatNumber } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { answerField } from './answers.ts';
import { questionDomId } from './use-paging.ts';

/** A typed answer is sent when the typing pauses this long (or the field is left). */
const TYPING_PAUSE_MS = 800;

/** One question of the answering form: its text, its answer field, its save state and its flag for review. */
export function QuestionField({
  q,
  n,
  total,
  value,
  state,
  error,
  give,
  leave,
  flag,
}: {
  q: ReviewedQuestion;
  n: number;
  total: number;
  value: GivenAnswerBody | null;
  state: 'saved' | 'pending' | 'error' | undefined;
  error: string | undefined;
  give: (questionId: string, body: GivenAnswerBody, delay?: number) => void;
  leave: () => void;
  /** Flagged for review, and its toggle (with script only: the flag is kept by the API). */
  flag: { on: boolean; toggle: () => void } | null;
}) {
  const { fmt, t, locale } = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const id = questionDomId(q.id);
  const shown: typeof state = error ? 'error' : state;
  const stateText = shown === 'saved' ? t('answer.answer.saved') : shown === 'pending' ? t('answer.answer.pending') : shown === 'error' ? error || t('answer.answer.error') : '';
  const text = value && 'text' in value ? value.text : '';
  return (
    <fieldset id={id} tabIndex={-1} className={`take-q${shown === 'error' ? ' take-q--error' : ''}`} aria-describedby={`${id}-state`}>
      <legend className="take-q__legend">
        <span className="take-q__n">{t('answer.question', { n: formatNumber(fmt, n), total: formatNumber(fmt, total) })}</span>
        <span className="take-q__stem">
          <BidiText text={q.stem[locale]} locale={locale} />
        </span>
      </legend>
      {flag && (
        <button type="button" className="take-flag" aria-pressed={flag.on} data-flagged={flag.on} onClick={flag.toggle}>
          <span aria-hidden="true">⚑</span>
          {t('answer.flag')}
        </button>
      )}
      <PromptForm q={q} />
      {q.format === 'typed' ? (
        <div className="take-typed">
          <label htmlFor={`${id}-text`}>{t('answer.typed.label')}</label>
          <input
            ref={input}
            id={`${id}-text`}
            name={answerField(q.id)}
            type="text"
            lang="ar"
            dir="rtl"
            className="take-typed__input arabic"
            value={text}
            maxLength={100}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            aria-invalid={shown === 'error' || undefined}
            onChange={(e) => give(q.id, { text: e.target.value }, TYPING_PAUSE_MS)}
            onBlur={leave}
          />
          <p id={`${id}-hint`} className="muted take-typed__hint">
            {t('answer.typed.hint')}
          </p>
          <ArabicKeyboard
            input={input}
            value={text}
            onChange={(next) => give(q.id, { text: next }, TYPING_PAUSE_MS)}
            label={t('answer.keyboardFor', { n: formatNumber(fmt, n) })}
          />
        </div>
      ) : (
        <div className="take-options">
          {q.options.map((o) => (
            <label key={o.id} className="take-option">
              <input
                type="radio"
                name={answerField(q.id)}
                value={o.id}
                checked={value !== null && 'option_id' in value && value.option_id === o.id}
                onChange={() => give(q.id, { option_id: o.id })}
              />
              <OptionText text={optionText(o, locale)} />
            </label>
          ))}
        </div>
      )}
      <p id={`${id}-state`} className={`take-q__state${shown ? ` take-q__state--${shown}` : ''}`} data-state={shown ?? 'none'}>
        {shown === 'saved' && (
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M5 12l5 5 9-10" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
        {stateText}
      </p>
    </fieldset>
  );
}
