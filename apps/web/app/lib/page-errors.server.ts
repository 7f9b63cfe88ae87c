import type { PageLog } from '@tasreef/contracts/load-context';
import { isRouteErrorResponse } from 'react-router';

/**
 * Reports an error of a loader, an action or the render to the server's logger: a 5xx as an
 * error (with its stack, in the log only), a 4xx that React Router raised itself (no route, no
 * action) as information. A request the visitor abandoned is not an error. Only the path is
 * logged: a query string may hold an address or a code.
 */
export function logPageError(log: PageLog | undefined, error: unknown, request: Request): void {
  if (request.signal.aborted) return;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // React Router's own error responses carry the error that made them.
  const err = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  const details = { err, status, path: new URL(request.url).pathname };
  // `react-router dev` runs without our server, so without its logger.
  if (!log) console.error(err);
  else if (status >= 500) log.error(details, 'page error');
  else log.info(details, 'page request rejected');
}
