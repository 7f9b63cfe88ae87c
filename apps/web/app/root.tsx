import './styles/fonts.css';
import './styles/app.css';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData, type MetaFunction } from 'react-router';
import type { ServerLoadContext } from '@tasreef/contracts';
import type { Route } from './+types/root';
import { ErrorPage } from './components/ErrorPage.tsx';
import { Shell } from './components/Shell.tsx';
import { ToastProvider } from './components/toast.tsx';
import { dir, isLocale, loadCatalog, translate } from './i18n/index.ts';
import { useLocale, type RootData } from './i18n/use-locale.ts';
import { reloadOnChunkError } from './lib/chunk-reload.ts';
import { hydrationDone } from './lib/hydration.ts';
import { pageTitle, setSiteOrigin } from './lib/meta.ts';
import { useNonce } from './lib/nonce.tsx';
import { detectLocale, digitsOf, fontSizeOf, DEFAULT_FONT_SIZE } from './lib/preferences.ts';

export function loader({ request, params, context }: Route.LoaderArgs): RootData {
  return {
    locale: isLocale(params.locale) ? params.locale : detectLocale(request),
    fontSize: fontSizeOf(request),
    digits: digitsOf(request),
    origin: (context as Partial<ServerLoadContext> | undefined)?.publicUrl ?? new URL(request.url).origin,
  };
}

// A navigation into the other language brings its messages before it renders (ADR 0049); the first
// page's come before hydration (entry.client), so this does not run then.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<RootData> {
  const data = await serverLoader();
  await loadCatalog(data.locale);
  return data;
}

export const meta: MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const data = matches.find((m) => m?.id === 'root')?.data as RootData | undefined;
  const locale = data?.locale ?? 'ar';
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: pageTitle(locale, translate(locale, 'errorPage.title', { status })) }];
};

const NO_SCRIPT_CSS = `
.nav-group:hover > .nav-group__menu, .nav-group:focus-within > .nav-group__menu { display: block; }
.form-step[hidden] { display: block; }
.form-step-only { display: none; }
.form__submit-final[hidden] { display: inline-flex; }
.kbd { display: none; }
.form-step > legend.visually-hidden { position: static !important; inline-size: auto; block-size: auto; margin: 0 0 0.5rem; clip: auto; overflow: visible; white-space: normal; font-weight: 700; font-size: 1.15em; }
@media (max-width: 991.98px) {
  .desktop-nav { display: block; flex-basis: 100%; }
  .mainbar { flex-wrap: wrap; padding-block: 0.5rem; }
  .burger { display: none; }
}`;

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const { locale } = useLocale();
  const nonce = useNonce();
  // Before <Meta /> renders the pages' canonical and hreflang links (lib/meta.ts).
  setSiteOrigin(data?.origin);
  // Marks the moment the page became interactive (tests wait for it; CSS may use it).
  useEffect(() => {
    hydrationDone();
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={locale} dir={dir(locale)} data-font-size={data?.fontSize ?? DEFAULT_FONT_SIZE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        {/* Same-origin form posts must carry their Origin (React Router checks it on actions); the
            server's Referrer-Policy says the same, this covers a proxy that rewrites it. */}
        <meta name="referrer" content="same-origin" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <noscript>
          {/* Without script the submenus open on hover/focus, phones get the wrapped top nav
              instead of the drawer, and a form in steps shows all its steps with one submit
              button, so every page stays usable; the on-screen Arabic keyboard, whose keys
              need script, is not shown. */}
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <ToastProvider>
          <Shell>{children}</Shell>
        </ToastProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useEffect(() => {
    reloadOnChunkError(error);
  }, [error]);
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && status === 400 && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorPage status={status} detail={detail} />;
}
