import { refunds } from '../content/refunds.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/refunds';

export const loader = contentLoader(refunds);
export const meta = contentMeta('/refunds');

export default function RefundsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
