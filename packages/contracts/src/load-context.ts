/** What the server hands React Router's loaders and actions on every request. */
export interface ApiCallInit {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (serialized by the server). */
  body?: unknown;
  /** A multipart form instead (a file upload: the roster import). */
  form?: FormData;
  headers?: Record<string, string>;
  /** A file to hand on (the sheet of one-time passwords): a 200's body as its bytes, not as text. */
  binary?: boolean;
}

export interface ApiCallResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The server's logger for this request (pino, with the request id): loaders, actions and the
 * render report errors here, never on the console.
 */
export interface PageLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** A document as rendered: its status and its HTML. */
export interface RenderedPage {
  status: number;
  html: string;
}

/**
 * The server's keeper of rendered documents (apps/server/src/web/render-cache.ts, ADR 0097): for
 * a page whose render is a function of `inputs` (the URL, the loaders' data and the other data
 * the render reads, all plain data) and of the nonce, an earlier render of the very same inputs
 * with `nonce` in place of its own, or `render()`'s now (kept when it answered 200).
 */
export interface PageRenderCache {
  page(inputs: unknown, nonce: string, render: () => Promise<RenderedPage>): Promise<RenderedPage>;
}

export interface ServerLoadContext {
  /** Per-request nonce for the Content-Security-Policy; put it on every inline script. */
  cspNonce: string;
  /**
   * Calls the API in-process, as the visitor (their cookies and Accept-Language are forwarded).
   * `path` starts after the API base, locale included: `/en/plans`.
   */
  api<T = unknown>(path: string, init?: ApiCallInit): Promise<ApiCallResult<T>>;
  log: PageLog;
  /** PUBLIC_URL without a trailing slash: the origin of absolute links (canonical, hreflang). */
  publicUrl?: string;
  /**
   * Present only when the request is for a document (not React Router's `.data` requests): data a
   * loader hands to the server's render of this document and not to the browser, read with
   * `useRenderOnly` (ADR 0051).
   */
  renderOnly?: Map<string, unknown>;
  /**
   * Present only for a GET document request: rendered documents kept by their inputs, for the
   * pages that declare `handle.renderCache` (ADR 0097). The loaders still run on every request.
   */
  renderCache?: PageRenderCache;
}
