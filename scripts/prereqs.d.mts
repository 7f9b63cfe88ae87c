/** Types of prereqs.mjs for the TypeScript tests. */
export const ROOT: string;
export const STEPS: string[];
export const DEFAULT_CHROMIUM: string;
export interface MachineFacts {
  shared: Record<string, { dir: string; exists: boolean }>;
  chromium: { path: string; exists: boolean };
  pdftotext: boolean;
  fonts: { noto: boolean; amiri: boolean };
  testDatabaseUrl: boolean;
  postgresBin: string | null;
  root: boolean;
  apt: boolean;
}
export interface Missing {
  shared: Array<{ env: string; dir: string; file: string }>;
  packages: string[];
  chromiumPath: string | null;
}
export type Plan = { ok: true } | { install: string[] } | { stop: string };
export function missingFor(steps: string[], facts: MachineFacts): Missing;
export function installCommand(packages: string[], who: { root: boolean }): string;
export function planFor(missing: Missing, may: { root: boolean; apt: boolean }): Plan;
export function findPostgresBin(): string | null;
export function probe(env?: Record<string, string | undefined>): MachineFacts;
export function installDebian(packages: string[]): boolean;
export function prepareMachine(steps: string[], env?: Record<string, string | undefined>): string | null;
export function installDependencies(root?: string): boolean;
