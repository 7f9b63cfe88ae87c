/**
 * How long the HTTP server waits on a client (ADR 0061). Each limit ends one way of holding a
 * connection open for free: headers sent a byte at a time (slowloris), a body sent a byte at a
 * time, an idle keep-alive connection, a socket where nothing moves at all. The values leave room
 * for the slowest real client: a phone on a weak mobile link uploading a roster of up to 10 MB.
 */
export interface ServerTimeouts {
  /** From a request's first byte to the end of its headers (node's `headersTimeout`). */
  headersMs: number;
  /** From a request's first byte to the end of its body (node's `requestTimeout`). */
  requestMs: number;
  /** An idle connection between two requests (node's `keepAliveTimeout`). */
  keepAliveMs: number;
  /** A socket on which no byte moves either way, during a request or its answer (node's `server.timeout`). */
  idleSocketMs: number;
  /** How often node checks the headers and request limits (it does not time each connection). */
  checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  // Headers are one or two packets (≤ 16 KB, node's limit): 20 s is generous on any link.
  headersMs: 20_000,
  // 10 MB in 5 minutes needs 280 kbit/s upstream; a 1 MB roster (about 10,000 rows) needs 28.
  requestMs: 300_000,
  // Longer than the idle timeout of the proxies that keep connections to us (nginx and most load
  // balancers: 60 s), so that a proxy never reuses a connection this server is closing.
  keepAliveMs: 72_000,
  // No answer takes a minute of silence; a client that stops reading our answer is let go.
  idleSocketMs: 120_000,
  checkEveryMs: 1_000,
};
