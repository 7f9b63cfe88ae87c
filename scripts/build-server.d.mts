/** Types of build-server.mjs for the TypeScript callers (bench, e2e). */
export const SERVER_BUNDLE: string;
/** Bundles the server into `outfile` (default SERVER_BUNDLE); resolves to the milliseconds it took. */
export function buildServer(outfile?: string): Promise<number>;
