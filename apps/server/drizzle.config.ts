import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/accounts.ts',
    './src/db/management.ts',
    './src/db/exams.ts',
    './src/db/billing.ts',
    './src/db/practice.ts',
    './src/db/grades.ts',
    './src/db/sharing.ts',
    './src/db/integrations.ts',
    './src/db/lti.ts',
    './src/db/live.ts',
  ],
  out: './src/db/migrations',
});
