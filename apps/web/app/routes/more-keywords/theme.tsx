import type { KeywordGroupItem, ThemeSection } from '@tasreef/contracts/search';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';

/** A curated theme's cited sources: author, work (as a citation) and the place in it. */
export function ThemeSources({ group }: { group: KeywordGroupItem }) {
  const { t, locale } = useLocale();
  if (!group.sources || group.sources.length === 0) return null;
  return (
    <aside className="kw-sources" aria-labelledby="kw-sources-title">
      <h2 id="kw-sources-title">{t('kw.theme.sources')}</h2>
      <ul>
        {group.sources.map((s) => (
          <li key={`${s.author}|${s.work}`}>
            {s.author}
            {locale === 'ar' ? '، ' : ', '}
            <cite>{s.work}</cite>
            {s.place ? (
              <>
                {locale === 'ar' ? '، ' : ', '}
                {s.place}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A curated theme's members by section: the form cited (linked to its verb page when the lexicon has it) and its note. */
export function ThemeSections({ sections }: { sections: ThemeSection[] }) {
  const { t } = useLocale();
  return (
    <>
      {sections.map((sec, si) => (
        <section key={sec.title} className="kw-theme-section" aria-labelledby={`kw-section-${si}`}>
          <h2 id={`kw-section-${si}`}>{sec.title}</h2>
          {sec.note ? <p className="kw-theme-section__note">{sec.note}</p> : null}
          <ul className="kw-members">
            {sec.members.map((m) => {
              return (
                <li key={`${m.form}|${m.root}|${m.pattern ?? ''}`} className={m.url ? 'kw-member' : 'kw-member kw-member--absent'}>
                  <span className="kw-member__head">
                    {m.url ? (
                      <Link to={m.url} lang="ar" dir="rtl" className="arabic-form kw-member__form">
                        {m.form}
                      </Link>
                    ) : (
                      <span lang="ar" dir="rtl" className="arabic-form kw-member__form">
                        {m.form}
                      </span>
                    )}
                    {m.form !== m.lemma ? <span className="kw-member__lemma">{t('kw.theme.lemmaOf', { lemma: m.lemma })}</span> : null}
                    <span className="kw-member__root">{t('kw.theme.root', { root: [...m.root].join(' ') })}</span>
                  </span>
                  {m.note ? <span className="kw-member__note">{m.note}</span> : null}
                  {m.url ? null : <span className="kw-member__absent">{t('kw.theme.notInLexicon')}</span>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}
