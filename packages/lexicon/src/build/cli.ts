/**
 * `npm run lexicon:build`: builds the lexicon and the forms index from LEXICON_DIR and prints counts
 * by pattern and by verb type, the rejects (count by reason, first examples) and the timings.
 */
import { PATTERN_IDS } from '@tasreef/morphology';
import { artifactDir, lexiconDir } from '../paths.ts';
import { buildAll, writeArtifacts } from './artifacts.ts';

const dir = lexiconDir();
const outDir = artifactDir();
const t0 = performance.now();
const built = buildAll(dir, (done, total) => process.stderr.write(`\r  ${done}/${total} verbs`));
process.stderr.write('\n');
const tw = performance.now();
writeArtifacts(outDir, built.lexicon, built.index);
const writeMs = Math.round(performance.now() - tw);
const { entries, rejects } = built.lexicon;

const count = <T extends string>(xs: T[]): Map<T, number> => {
  const m = new Map<T, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return m;
};
const line = (label: string, n: number): string => `  ${label.padEnd(34)} ${String(n).padStart(7)}`;

console.log(`Lexicon from ${dir}`);
console.log(`${entries.length} verbs accepted, ${rejects.length} rejected; ${new Set(entries.map((e) => e.root)).size} roots`);
console.log('\nBy pattern:');
const byPattern = count(entries.map((e) => (e.pattern === 'I' ? `I (bab ${e.bab})` : e.pattern)));
for (const p of PATTERN_IDS) {
  if (p === 'I') for (const b of [1, 2, 3, 4, 5, 6]) console.log(line(`I (bab ${b})`, byPattern.get(`I (bab ${b})`) ?? 0));
  else console.log(line(p, byPattern.get(p) ?? 0));
}
console.log('\nBy verb type (classify):');
const byType = [...count(entries.map((e) => `${e.type} — ${e.type_en.replace(/, (un)?augmented$/, '')}`)).entries()].sort((a, b) => b[1] - a[1]);
for (const [t, n] of byType) console.log(line(t.length > 34 ? t.slice(0, 33) + '…' : t, n));
console.log(`  (${byType.length} types)`);
console.log('\nBy source:');
for (const [s, n] of count(entries.map((e) => [...e.sources.entry].sort().join('+')))) console.log(line(s, n));
console.log('\nRejected (not in the lexicon):');
for (const [reason, n] of count(rejects.map((r) => r.reason))) {
  console.log(line(reason, n));
  for (const r of rejects.filter((x) => x.reason === reason).slice(0, 5)) {
    console.log(`      ${r.source_id.split(',')[0]} ${r.root} ${r.pattern}${r.bab ?? ''} ${r.lemma}: ${r.detail}`);
  }
}
console.log(`\nIndex: ${built.index.keyCount} loose keys, ${built.index.postings.length} postings, ${(built.index.byteLength() / 1048576).toFixed(1)} MB`);
console.log(
  `Time: merge + engine check ${(built.timings.merge_check_ms / 1000).toFixed(1)} s, forms + index ${(built.timings.forms_ms / 1000).toFixed(1)} s, write ${(writeMs / 1000).toFixed(1)} s, total ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
console.log(`Written to ${outDir}`);
