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
    // Schools, teachers, students and classes (features/management; ADR 0024, 0025).
    route('dashboard', 'routes/dashboard/home.tsx'),
    route('dashboard/teachers-management', 'routes/dashboard/management/members.tsx', { id: 'teachers-management' }),
    route('dashboard/students-management', 'routes/dashboard/management/members.tsx', { id: 'students-management' }),
    route('dashboard/management/create', 'routes/dashboard/management/create.tsx'),
    route('dashboard/management/update/:id', 'routes/dashboard/management/update.tsx'),
    route('dashboard/management/details/:id', 'routes/dashboard/management/details.tsx'),
    route('dashboard/classes', 'routes/dashboard/classes/list.tsx'),
    route('dashboard/classes/:id', 'routes/dashboard/classes/class.tsx'),
    route('dashboard/assigned-students/:id', 'routes/dashboard/assigned-students.tsx'),
    route('dashboard/roster-import', 'routes/dashboard/roster-import.tsx'),
    route('dashboard/roster-import/sheet', 'routes/dashboard/roster-sheet.ts'),
    // Exams (features/exams; ADR 0026, 0027): the wizard and the list.
    route('dashboard/create-exam', 'routes/dashboard/exams/create.tsx'),
    route('dashboard/exam-setup/:id', 'routes/dashboard/exams/setup.tsx'),
    route('dashboard/exam-list', 'routes/dashboard/exams/list.tsx'),
    route('dashboard/exam-details/:id', 'routes/dashboard/exams/details.tsx'),
    route('dashboard/question-bank', 'routes/dashboard/exams/bank.tsx'),
    route('dashboard/answer-exam/:id', 'routes/dashboard/answer-exam.tsx'),
    // A student's attempt for the exam's educators: comments, points, the audit (ADR 0090).
    route('dashboard/attempt-review/:id', 'routes/dashboard/attempt-review.tsx'),
    // Exam reports (features/reports; docs/reports.md).
    route('dashboard/exam-reports', 'routes/dashboard/reports/list.tsx'),
    route('dashboard/exam-reports/students/:id', 'routes/dashboard/reports/student.tsx'),
    route('dashboard/exam-reports/:id', 'routes/dashboard/reports/exam.tsx'),
    // Payments and subscriptions (features/billing; ADR 0035).
    route('dashboard/subscriptions', 'routes/dashboard/billing/subscriptions.tsx'),
    route('dashboard/payments', 'routes/dashboard/billing/payments.tsx'),
    route('dashboard/admin/subscriptions', 'routes/dashboard/billing/admin-subscriptions.tsx'),
    route('dashboard/admin/plans', 'routes/dashboard/billing/admin-plans.tsx'),
    route('invitations/:token', 'routes/invitation.tsx'),
    // Share links for students (features/sharing; ADR 0043).
    route('join-exam/:token', 'routes/join-exam.tsx'),
    // Live classroom sessions (features/live; ADR 0091): the educator's screen (started from the exam details' action), the student's join and phone.
    route('dashboard/live/:id', 'routes/dashboard/live/host.tsx'),
    route('live', 'routes/live/join.tsx'),
    route('live/:id', 'routes/live/play.tsx'),
    route('auth/set-password', 'routes/auth/set-password.tsx'),
    // Search and conjugation (features/search, features/conjugation).
    route('basic-search', 'routes/basic-search.tsx'),
    route('advanced-search', 'routes/advanced-search.tsx'),
    route('more-keywords', 'routes/more-keywords/index.tsx'),
    route('more-keywords/:name', 'routes/more-keywords/group.tsx'),
    route('conjugations/:conjugationType', 'routes/conjugations/type.tsx'),
    route('conjugations/:conjugationType/:conjugationKeyword', 'routes/conjugations/verb.tsx'),
    route('conjugate', 'routes/conjugate.tsx'),
    // Practice (features/practice; issue 17, ADR 0036).
    route('practice', 'routes/practice.tsx'),
    route('dashboard/progress', 'routes/dashboard/progress.tsx'),
    // Quran area (features/quran; ADR 0034): the index of suras and a sura.
    route('quran', 'routes/quran/index.tsx'),
    route('quran/:number', 'routes/quran/sura.tsx'),
    route('quran/roots/:root', 'routes/quran/root.tsx'),
    // Grade scales and certificates (features/grades; ADR 0039): the educators' scales, the certificates, the public verification page.
    route('dashboard/grade-scales', 'routes/dashboard/grades/scales.tsx'),
    route('dashboard/certificates', 'routes/dashboard/grades/certificates.tsx'),
    route('certificates', 'routes/certificates/verify.tsx', { id: 'certificates-form' }),
    route('certificates/:code', 'routes/certificates/verify.tsx'),
    // Quran search (issue 16, second part; ADR 0040)
    route('quran/search', 'routes/quran/search.tsx'),
    // The outside doors (features/integrations; issue 34, ADR 0083): API keys, webhooks, the developers' page.
    route('dashboard/api-keys', 'routes/dashboard/integrations/api-keys.tsx'),
    route('dashboard/webhooks', 'routes/dashboard/integrations/webhooks.tsx'),
    // LMS connections (LTI 1.3, ADR 0084): a school's platforms and their course links.
    route('dashboard/lms', 'routes/dashboard/integrations/lms.tsx'),
    route('developers', 'routes/developers.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'locale-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
