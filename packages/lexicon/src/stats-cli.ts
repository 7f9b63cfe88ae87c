/**
 * `npm run --silent lexicon:stats`: one JSON object, the number of distinct forms the analyzer
 * finds (vocalized and unvocalized, by kind). Builds the artifacts first if they are missing or stale.
 */
import { loadOrBuild } from './build/artifacts.ts';

const { lexicon } = loadOrBuild();
const s = lexicon.stats;
const byKind: Record<string, number> = {};
const byKindBare: Record<string, number> = {};
for (const [k, v] of Object.entries(s.by_kind)) {
  byKind[k] = v.vocalized;
  byKindBare[k] = v.unvocalized;
}
process.stdout.write(
  `${JSON.stringify({
    vocalized_forms: s.vocalized_forms,
    unvocalized_forms: s.unvocalized_forms,
    by_kind: byKind,
    unvocalized_by_kind: byKindBare,
    verbs: lexicon.entries.length,
    nouns: lexicon.nouns.length,
  })}\n`,
);
