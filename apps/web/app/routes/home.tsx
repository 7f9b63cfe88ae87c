import { Link } from 'react-router';
import { home } from '../content/home.ts';
import { Section } from '../components/ContentPageView.tsx';
import { useLocale } from '../i18n/use-locale.ts';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/home';

export const loader = contentLoader(home);
export const meta = contentMeta('');

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useLocale();
  const { page } = loaderData;
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="container hero__inner">
          <h1 id="home-title">{page.title}</h1>
          <p className="lead">{page.description}</p>
          <div className="hero__actions">
            <Link to={href('/basic-search')} className="button button--primary button--large">
              {t('home.ctaSearch')}
            </Link>
            <Link to={href('/generate-exams')} className="button button--secondary button--large">
              {t('home.ctaExams')}
            </Link>
            <Link to={href('/prices')} className="button button--ghost button--large">
              {t('home.ctaPrices')}
            </Link>
          </div>
        </div>
      </section>
      <div className="container home__sections">
        {page.sections.map((section) => (
          <div className="card" key={section.id}>
            <Section section={section} />
          </div>
        ))}
      </div>
    </div>
  );
}
