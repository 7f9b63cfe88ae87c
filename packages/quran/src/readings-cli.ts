/**
 * Computes the Quran's readings into the store (store.ts) when it is missing or stale, and exits:
 * the server runs it in a child process, so the analysis's garbage (~250 MB at its peak) never
 * becomes part of the server's resident memory (as the lexicon's build, ADR 0015 and 0040).
 */
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { loadStore } from './analysis.ts';

const { data, analyzer } = loadAnalyzer();
const r = loadStore(analyzer, data.lexicon.built_at, artifactDir());
process.stderr.write(`quran readings: ${r.store.size} distinct words, ${r.rebuilt ? 'computed' : 'current'} in ${r.ms} ms\n`);
