import { terms } from '../content/terms.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/terms-and-conditions';

export const loader = contentLoader(terms);
export const meta = contentMeta('/terms-and-conditions');

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
