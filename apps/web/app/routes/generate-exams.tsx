import { generateExamsLanding } from '../content/generate-exams.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/generate-exams';

export const loader = contentLoader(generateExamsLanding);
export const meta = contentMeta('/generate-exams');

export default function GenerateExamsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
