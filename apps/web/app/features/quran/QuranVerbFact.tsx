import type { QuranVerbAnswer } from '@tasreef/contracts/quran';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * A verb's occurrences in the Quran, one more fact of its conjugation page (ADR 0040): how many
 * words are read as the verb, how many as nouns derived from it, and its root's page in the Quran.
 * Nothing when the verb does not occur.
 */
export function QuranVerbFact({ fact }: { fact: QuranVerbAnswer['data'] }) {
  const { t, locale } = useLocale();
  if (!fact.root_url || fact.verb + fact.derived === 0) return null;
  const parts = [...(fact.verb > 0 ? [t('quran.verb.times', { count: fact.verb })] : []), ...(fact.derived > 0 ? [t('quran.verb.derived', { count: fact.derived })] : [])];
  return (
    <div className="conj-quran">
      <dt>{t('quran.verb.fact')}</dt>
      <dd>
        {parts.join(locale === 'ar' ? '، ' : ', ')} · <Link to={fact.root_url}>{t('quran.root.link', { root: [...fact.root].join(' ') })}</Link>
      </dd>
    </div>
  );
}
