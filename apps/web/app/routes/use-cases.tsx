import { useCases } from '../content/use-cases.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/use-cases';

export const loader = contentLoader(useCases);
export const meta = contentMeta('/use-cases');

export default function UseCasesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
