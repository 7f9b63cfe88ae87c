import type { ServerBuild } from 'react-router';

/**
 * A hand-made React Router server build for the web plugin's tests: the entry module, the route
 * modules by id, and the asset manifest's route entries (what the plugin reads of a real build).
 */
export interface FakeRoute {
  path: string | undefined;
  parentId: string | undefined;
  module: object;
  /** The manifest's flags beyond "no loader, no action" (`hasLoader`, `hasAction`). */
  manifest?: object;
}

export function fakeServerBuild(entry: object, routes: Record<string, FakeRoute>): ServerBuild {
  const ids = Object.keys(routes);
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      ids.map((id) => [id, { id, path: routes[id]!.path, parentId: routes[id]!.parentId, index: undefined, caseSensitive: undefined, module: routes[id]!.module }]),
    ),
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(
        ids.map((id) => [
          id,
          {
            id,
            path: routes[id]!.path,
            parentId: routes[id]!.parentId,
            module: `/assets/${id}.js`,
            hasLoader: false,
            hasAction: false,
            hasClientLoader: false,
            hasClientAction: false,
            hasClientMiddleware: false,
            hasErrorBoundary: false,
            ...routes[id]!.manifest,
          },
        ]),
      ),
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
