import type { AttemptQuestion } from '@tasreef/contracts/attempts';
import { BidiText } from '../i18n/bidi.tsx';
import { useLocale } from '../i18n/use-locale.ts';

const ARABIC = /[\u0600-\u06FF]/;

/** The Arabic form a question shows (a true/false question states it in its stem already). */
export function PromptForm({ q }: { q: Pick<AttemptQuestion, 'prompt_form' | 'format'> }) {
  if (!q.prompt_form || q.format === 'true_false') return null;
  return (
    <p className="take-q__form arabic" lang="ar" dir="rtl">
      {q.prompt_form}
    </p>
  );
}

/** An option's text: Arabic in the Naskh face with room for its marks, anything else in the page's language (its Latin runs marked English on an Arabic page). */
export function OptionText({ text }: { text: string }) {
  const { locale } = useLocale();
  return ARABIC.test(text) ? (
    <bdi lang="ar" dir="rtl" className="arabic take-option__arabic">
      {text}
    </bdi>
  ) : (
    <bdi>
      <BidiText text={text} locale={locale} />
    </bdi>
  );
}
