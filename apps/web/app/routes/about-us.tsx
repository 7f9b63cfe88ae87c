import { aboutUs } from '../content/about-us.ts';
import { ContentPageView } from '../components/ContentPageView.tsx';
import { contentLoader, contentMeta } from '../lib/content-route.ts';
import type { Route } from './+types/about-us';

export const loader = contentLoader(aboutUs);
export const meta = contentMeta('/about-us');

export default function AboutUsPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}
