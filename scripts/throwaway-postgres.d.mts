/** Types of throwaway-postgres.mjs for the TypeScript callers (bench, tests). */
export interface ThrowawayPostgres {
  url: string;
  version: string;
  stop(): void;
}
export function startThrowawayPostgres(bin: string, port?: number, options?: { fsync?: boolean }): Promise<ThrowawayPostgres>;
