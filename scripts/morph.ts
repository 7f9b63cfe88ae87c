/**
 * `npm run --silent morph -- <command>`: the command line of shared/spec/morphology.md.
 * conjugate and classify need only the engine (packages/morphology, no I/O); derive takes the
 * lexicon's masdars and attested nouns when the caller gives none; analyze reads any word back to its
 * verb. Both of those need the lexicon (packages/lexicon, built from LEXICON_DIR). The engine cannot
 * depend on the lexicon, so this entry point sends each command to its owner.
 */
const [command, ...rest] = process.argv.slice(2);
if (command === 'analyze') {
  const { runAnalyze } = await import('../packages/lexicon/src/cli-analyze.ts');
  process.exitCode = await runAnalyze(rest);
} else {
  const { runCli } = await import('../packages/morphology/src/cli.ts');
  const options: Parameters<typeof runCli>[1] = {};
  if (command === 'derive') {
    try {
      const { loadOrBuild } = await import('../packages/lexicon/src/build/artifacts.ts');
      const { lexiconDeriveInputs } = await import('../packages/lexicon/src/derive-input.ts');
      options.prepareDerive = lexiconDeriveInputs(loadOrBuild({ outDir: process.env.LEXICON_CACHE_DIR || undefined }).lexicon.entries);
    } catch (e) {
      process.stderr.write(`morph derive: the lexicon could not be loaded (${e instanceof Error ? e.message : String(e)}); form-I masdars are the engine's guesses\n`);
    }
  }
  process.exitCode = await runCli(command === undefined ? [] : [command, ...rest], options);
}
