/** Types of shared-data.mjs for the TypeScript tests. */
export interface SharedDataSet {
  env: string;
  default: string;
  file: string;
  steps: string[];
}
export const SHARED_DATA: SharedDataSet[];
export function sharedDir(env: string, vars?: Record<string, string | undefined>, root?: string): string;
export function sharedMissingMessage(missing: { env: string; dir: string; file: string }): string;
export function requireSharedDir(env: string, vars?: Record<string, string | undefined>, root?: string): string;
