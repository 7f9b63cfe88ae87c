import { reportsLanding } from '../content/reports.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/reports';

export const loader = contentLoader(reportsLanding);
export const meta = contentMeta('/reports');

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
