import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_COOKIE } from './session-cookies.ts';

/**
 * Answers about one person (their account, their session, the administrator's lists, a page
 * rendered for them) are `Cache-Control: no-store`: no browser cache (the back button after
 * signing out on a shared computer) nor proxy may keep them.
 */
const PERSONAL_API_ROUTE = /^\/api\/v1\/:locale\/(?:account|auth|admin|billing)(?:\/|$)/;
// a share link's page too: what it says changes with its revocation and with who is signed in (ADR 0043)
const PERSONAL_PAGE = /^\/[^/]+\/(?:auth|dashboard|join-exam)(?:[/.]|$)/;

/** API scope hook: decided on the matched route, so every answer of those routes (errors too) has it. */
export async function noStoreForPersonalApi(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (PERSONAL_API_ROUTE.test(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
}

/** An accounts or dashboard page (`pathname` as React Router sees it), or any page of a signed-in visitor. */
export function isPersonalPage(pathname: string, request: FastifyRequest): boolean {
  return PERSONAL_PAGE.test(pathname) || request.cookies[TOKEN_COOKIE] !== undefined;
}
