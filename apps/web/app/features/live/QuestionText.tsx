import type { AttemptQuestion } from '@tasreef/contracts/attempts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The question's stem in the page's language, and the Arabic form it asks about, marked as Arabic for screen readers. */
export function QuestionText({ question }: { question: AttemptQuestion }) {
  const { locale } = useLocale();
  return (
    <div className="live-question">
      <h2>
        <bdi>{question.stem[locale]}</bdi>
      </h2>
      {question.prompt_form && (
        <p className="live-question__form" lang="ar" dir="rtl">
          {question.prompt_form}
        </p>
      )}
      {question.claim && (
        <p className="live-question__form" lang="ar" dir="rtl">
          {question.claim.form}
        </p>
      )}
    </div>
  );
}
