import { translate as apiText } from '@tasreef/contracts/messages';
import { formatNumber, withDigits } from '../../i18n/index.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { formatSeconds } from './countdown.ts';
import type { WarnAt } from './take-state.ts';

/** The sticky bar: the time left, the save state, the low-time warning (seen wherever the student is in the exam). */
export function TakeBar({
  timed,
  secondsLeft,
  stateKind,
  pageState,
  warnAt,
}: {
  timed: boolean;
  secondsLeft: number;
  stateKind: string;
  pageState: string;
  warnAt: WarnAt | null;
}) {
  const { t, fmt } = useLocale();
  return (
    <div className="take-bar" data-state={stateKind}>
      <div className="take-bar__timer">
        <span className="take-bar__label" id="take-timer-label">
          {t('answer.timer')}
        </span>
        {timed ? (
          <span className="take-bar__time" role="timer" aria-labelledby="take-timer-label">
            <bdi dir="ltr">{withDigits(fmt, formatSeconds(secondsLeft))}</bdi>
          </span>
        ) : (
          <span className="take-bar__time">{t('exams.review.untimed')}</span>
        )}
      </div>
      <p className="take-bar__state" data-testid="save-state">
        <span className="take-bar__dot" aria-hidden="true" />
        {pageState}
      </p>
      {warnAt !== null && (
        <p className="take-lowtime" data-testid="low-time">
          {t(`answer.lowTime.${warnAt}`)}
        </p>
      )}
    </div>
  );
}

/** Previous and next, when one question shows at a time. */
export function Pager({ page, total, goTo }: { page: number; total: number; goTo: (index: number) => void }) {
  const { t, fmt } = useLocale();
  return (
    <div className="take-pager">
      <button type="button" className="button button--ghost" disabled={page === 0} onClick={() => goTo(page - 1)}>
        {t('answer.page.previous')}
      </button>
      <span className="muted">{t('answer.question', { n: formatNumber(fmt, page + 1), total: formatNumber(fmt, total) })}</span>
      <button type="button" className="button button--ghost" disabled={page >= total - 1} onClick={() => goTo(page + 1)}>
        {t('answer.page.next')}
      </button>
    </div>
  );
}

/** Submit: with script a button that asks first; without, the form's own save and submit buttons. */
export function TakeActions({ hydrated, unanswered, disabled, confirm }: { hydrated: boolean; unanswered: number; disabled: boolean; confirm: () => void }) {
  const { t, fmt, locale } = useLocale();
  return (
    <div className="take-actions">
      <p className="muted">{t('answer.unanswered', { count: formatNumber(fmt, unanswered) })}</p>
      {hydrated ? (
        <button type="button" className="button button--primary button--large" onClick={confirm} disabled={disabled}>
          {t('answer.submit')}
        </button>
      ) : (
        <>
          <button type="submit" name="intent" value="save" className="button button--ghost">
            {t('answer.save')}
          </button>
          <details className="take-confirm">
            <summary className="button button--primary button--large">{t('answer.submit')}</summary>
            <div className="take-confirm__body">
              <p>{apiText(locale, 'confirm_answers')}</p>
              <button type="submit" name="intent" value="submit" className="button button--primary">
                {t('answer.confirm.yes')}
              </button>
            </div>
          </details>
        </>
      )}
    </div>
  );
}
