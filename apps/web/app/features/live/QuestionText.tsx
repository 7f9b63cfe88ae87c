import type { AttemptQuestion } from '@tasreef/contracts/attempts';
import { BidiText } from '../../i18n/bidi.tsx';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * The question's stem in the page's language (its Arabic runs marked Arabic), and the Arabic form
 * it asks about, once, large for a projector. A true/false question states its form in its stem
 * already (the answer page's `PromptForm` rule); its claim is that same form.
 */
export function QuestionText({ question }: { question: AttemptQuestion }) {
  const { locale } = useLocale();
  const form = question.format === 'true_false' ? null : question.prompt_form;
  return (
    <div className="live-question">
      <h2>
        <bdi>
          <BidiText text={question.stem[locale]} locale={locale} />
        </bdi>
      </h2>
      {form && (
        <p className="live-question__form arabic" lang="ar" dir="rtl">
          {form}
        </p>
      )}
    </div>
  );
}
