// The data sets read in place from ../shared beside the repository (never copied into it), the
// variable that moves each, and the steps of `npm test` that read it. A test that needs one calls
// `requireSharedDir`, so a missing ../shared fails it loudly, naming the path and the variable,
// instead of skipping it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SHARED_DATA = [
  { env: 'LEXICON_DIR', default: '../shared/lexicon', file: 'verbs.tsv', steps: ['unit', 'api', 'api-postgres', 'fuzz', 'e2e'] },
  { env: 'REFERENCE_DIR', default: '../shared/reference', file: 'conjugations-sarf.jsonl', steps: ['unit'] },
];

/** Where a shared data set is: `$ENV` or its default, relative to the repository root. */
export function sharedDir(env, vars = process.env, root = ROOT) {
  const entry = SHARED_DATA.find((d) => d.env === env);
  if (!entry) throw new Error(`unknown shared data set ${env}`);
  return path.resolve(root, vars[env] || entry.default);
}

export function sharedMissingMessage({ env, dir, file }) {
  return `${path.join(dir, file)} is missing: put the project's shared/ folder beside the repository or set ${env} to the folder that holds ${file}`;
}

/** The data set's directory, or an Error naming the missing file and the variable to set. */
export function requireSharedDir(env, vars = process.env, root = ROOT) {
  const dir = sharedDir(env, vars, root);
  const { file } = SHARED_DATA.find((d) => d.env === env);
  if (!existsSync(path.join(dir, file))) throw new Error(sharedMissingMessage({ env, dir, file }));
  return dir;
}
