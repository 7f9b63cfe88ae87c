import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Bare `/`: home in the visitor's locale (cookie, Accept-Language, ar), no redirect.
  index('routes/home.tsx', { id: 'bare-home' }),
  route(':locale', 'routes/locale.tsx', [
    index('routes/home.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
    route('refunds', 'routes/refunds.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('help-center', 'routes/help-center.tsx'),
    route('key-features', 'routes/key-features.tsx'),
    route('use-cases', 'routes/use-cases.tsx'),
    route('questions-types', 'routes/questions-types.tsx'),
    route('reports', 'routes/reports.tsx'),
    route('generate-exams', 'routes/generate-exams.tsx'),
    route('prices', 'routes/prices.tsx'),
    route('contact-us', 'routes/contact-us.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'locale-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
