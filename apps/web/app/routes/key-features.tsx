import { keyFeatures } from '../content/key-features.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/key-features';

export const loader = contentLoader(keyFeatures);
export const meta = contentMeta('/key-features');

export default function KeyFeaturesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
