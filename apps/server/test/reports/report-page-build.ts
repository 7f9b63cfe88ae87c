import type { ServerBuild } from 'react-router';
import { fakeServerBuild } from '../fake-server-build.ts';
import type { ServerLoadContext } from '@tasreef/contracts';

/** What the fake report page shows: enough of the report to tell one state from another. */
export interface ShownReport {
  title: string;
  attempts: number;
  students: number;
  mean: number | null;
}

/**
 * A hand-made React Router server build with the report page's seam (ADR 0097): its loader asks
 * the API for the report as the visitor (a refusal is thrown, so it never reaches a render), and
 * its entry hands the render's inputs to the server's render cache as apps/web's entry.server does
 * (`lib/render-cache.server.ts`: a GET that answered 200, the URL and the loaders' data). `renders`
 * counts React's renders that really ran.
 */
export function reportPageBuild(): { build: ServerBuild; renders: { count: number } } {
  const renders = { count: 0 };
  const build = fakeServerBuild(
    {
      handleError: () => {},
      default: async (
        request: Request,
        status: number,
        headers: Headers,
        context: { staticHandlerContext: { loaderData: Record<string, unknown>; errors: unknown; actionData: unknown } },
        loadContext: ServerLoadContext,
      ) => {
        headers.set('content-type', 'text/html; charset=utf-8');
        const handler = context.staticHandlerContext;
        const nonce = loadContext.cspNonce;
        const render = async () => {
          renders.count++;
          const shown = handler.loaderData['routes/report'] as ShownReport | undefined;
          const main = shown ? `<h1>${shown.title}</h1><p>attempts ${shown.attempts}, students ${shown.students}, mean ${shown.mean}</p>` : '<p>error</p>';
          return {
            status,
            html: `<!doctype html><html><body><main>${main}</main><script nonce="${nonce}">window.__data=${JSON.stringify(handler.loaderData)}</script></body></html>`,
          };
        };
        const keep = loadContext.renderCache && request.method === 'GET' && status === 200 && !handler.errors && !handler.actionData;
        const page = keep ? await loadContext.renderCache!.page({ url: request.url, status, loaderData: handler.loaderData }, nonce, render) : await render();
        return new Response(page.html, { status: page.status, headers });
      },
    },
    {
      root: { path: '', parentId: undefined, module: { default: () => null } },
      'routes/report': {
        path: 'en/report/:id',
        parentId: 'root',
        manifest: { hasLoader: true },
        module: {
          default: () => null,
          loader: async ({ context, params }: { context: ServerLoadContext; params: { id: string } }): Promise<ShownReport> => {
            const res = await context.api<{ data: { exam: { title: string }; summary: { attempts: number; students: number; mean: number | null } } }>(
              `/en/exams/${params.id}/report`,
            );
            if (res.status !== 200) throw new Response(null, { status: res.status });
            const { exam, summary } = res.body.data;
            return { title: exam.title, attempts: summary.attempts, students: summary.students, mean: summary.mean };
          },
        },
      },
    },
  );
  return { build, renders };
}
