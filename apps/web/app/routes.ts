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
    // Accounts: guards run in each page's loader (no-auth-access, auth-access).
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/register', 'routes/auth/register.tsx'),
    route('auth/otp', 'routes/auth/otp.tsx'),
    route('auth/forget-password', 'routes/auth/forget-password.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    route('auth/complete-profile', 'routes/auth/complete-profile.tsx'),
    route('auth/logout', 'routes/auth/logout.tsx'),
    route('dashboard/profile', 'routes/dashboard/profile.tsx'),
    route('dashboard/admin/users', 'routes/dashboard/admin-users.tsx'),
    // Search and conjugation (features/search, features/conjugation).
    route('basic-search', 'routes/basic-search.tsx'),
    route('advanced-search', 'routes/advanced-search.tsx'),
    route('more-keywords', 'routes/more-keywords/index.tsx'),
    route('more-keywords/:name', 'routes/more-keywords/group.tsx'),
    route('conjugations/:conjugationType', 'routes/conjugations/type.tsx'),
    route('conjugations/:conjugationType/:conjugationKeyword', 'routes/conjugations/verb.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'locale-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
