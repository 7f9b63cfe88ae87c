/**
 * `npm run --silent morph -- <command>`: the command line of shared/spec/morphology.md.
 * conjugate, derive and classify need only the engine (packages/morphology, no I/O); analyze reads
 * any word back to its verb, which needs the lexicon (packages/lexicon, built from LEXICON_DIR).
 * The engine cannot depend on the lexicon, so this entry point sends each command to its owner.
 */
const [command, ...rest] = process.argv.slice(2);
if (command === 'analyze') {
  const { runAnalyze } = await import('../packages/lexicon/src/cli-analyze.ts');
  process.exitCode = await runAnalyze(rest);
} else {
  await import('../packages/morphology/src/cli.ts');
}
