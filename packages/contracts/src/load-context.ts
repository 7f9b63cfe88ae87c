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
}
