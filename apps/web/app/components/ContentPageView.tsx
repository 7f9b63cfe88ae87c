import { formatDay } from '@tasreef/contracts/format';
import type { ContentPage, ContentSection } from '../content/types.ts';
import { BidiText } from '../i18n/bidi.tsx';
import type { Locale } from '../i18n/index.ts';
import { rich } from '../i18n/rich.tsx';
import { useLocale } from '../i18n/use-locale.ts';

export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDay(date, locale, 'UTC');
}

export function Section({ section, level = 2 }: { section: ContentSection; level?: 2 | 3 }) {
  const { locale } = useLocale();
  const Heading = level === 2 ? 'h2' : 'h3';
  const List = section.ordered ? 'ol' : 'ul';
  return (
    <section className="prose-section" id={section.id} aria-labelledby={`${section.id}-title`}>
      <Heading id={`${section.id}-title`}>{section.heading}</Heading>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <BidiText text={paragraph} locale={locale} />
        </p>
      ))}
      {section.items && section.items.length > 0 && (
        <List>
          {section.items.map((item, index) => (
            <li key={index}>
              <BidiText text={item} locale={locale} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

/** A static editorial page: h1, lead, optional date, a table of contents for long pages, sections. */
export function ContentPageView({ page, children }: { page: ContentPage; children?: React.ReactNode }) {
  const { locale, t } = useLocale();
  return (
    <article className="container page prose">
      <header className="page-header">
        <h1>{page.title}</h1>
        <p className="lead">
          <BidiText text={page.description} locale={locale} />
        </p>
        {page.updated && <p className="page-header__meta">{rich(t('content.updated'), { date: <time dateTime={page.updated}>{formatDate(locale, page.updated)}</time> })}</p>}
      </header>
      {children}
      {page.sections.length > 4 && (
        <nav className="toc" aria-label={t('content.onThisPage')}>
          <h2 className="toc__title">{t('content.onThisPage')}</h2>
          <ol>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
    </article>
  );
}
