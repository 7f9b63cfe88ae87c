/**
 * Mutation check of the spelling rules (run by hand, a few minutes; not part of the suite):
 *
 *   LEXICON_DIR=… REFERENCE_DIR=… npx tsx packages/morphology/test/mutants.check.ts [name …]
 *
 * Copies the committed tree (git archive HEAD) to a temporary directory, switches off one rule at a
 * time by a small edit of its source, runs the morphology tests there and reports, per rule, whether
 * some test failed (caught) or none did (NOT caught: a rule no test defends). The working tree is never
 * touched. Exit code 1 when a mutant survives.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface Mutant {
  name: string;
  file: string;
  from: string;
  to: string;
}

const SPELLING = 'packages/morphology/src/rules/spelling.ts';
const ENGINE = 'packages/morphology/src/conjugate/engine.ts';

/** Each ordered rule: its line in ORDERED_RULES left out. */
const ORDERED = [
  'ilal_hadhf_fa',
  'hadhf_hamza_amr',
  'takhfif_hamza',
  'hadhf_ayn',
  'hadhf_mithl',
  'ilal_naql',
  'idgham',
  'ilal_hadhf_lam',
  'jazm_hadhf_illa',
  'hamzat_wasl',
  'ilal_qalb_waw_alif',
  'ilal_kasr_majhul',
  'ilal_qalb_waw_ya',
  'ilal_qalb_ya_waw',
  'ilal_taskin',
  'iltiqa_sakinayn',
  'tahwil_harakat_fa',
  'iltiqa_sakinayn_tawkid',
  'hadhf_nun_kana',
].map((id): Mutant => ({ name: id, file: SPELLING, from: `  ['${id}', ${id}],\n`, to: '' }));

const doubledIn = (p: string): Mutant => ({
  name: `idgham of the doubled root in form ${p}`,
  file: ENGINE,
  from: 'tpl.mergesDoubledRoot && !(',
  to: `tpl.mergesDoubledRoot && verb.pattern !== '${p}' && !(`,
});

const MUTANTS: Mutant[] = [
  ...ORDERED,
  ...['I', 'III', 'IV', 'VI', 'VII', 'VIII', 'X'].map(doubledIn),
  {
    name: 'ibdal_taa_iftiaal (form VIII ت kept)',
    file: 'packages/morphology/src/data/weak.ts',
    from: '  if (VIII_HAMZA_AS_TA.has(radicals.join(',
    to: '  return { pairs: [[radicals[0]!, TEH]] };\n  if (VIII_HAMZA_AS_TA.has(radicals.join(',
  },
  { name: 'ilal_qalb_lam_ya (final و kept)', file: ENGINE, from: 'const lam = spec.lamYa && lastRadical === WAW ? YEH : lastRadical;', to: 'const lam = lastRadical;' },
  { name: 'kept weak middle (تصحيح شاذّ table)', file: 'packages/morphology/src/data/kept-weak.ts', from: "return pattern === 'I' ? undefined :", to: 'return true ? undefined :' },
  { name: 'form-I verbs that keep و/ي (SOUND_HOLLOW)', file: ENGINE, from: "!(verb.pattern === 'I' && SOUND_HOLLOW.has(key))", to: 'true' },
  { name: 'و falls with fatha (WAW_DROPS_WITH_FATHA)', file: ENGINE, from: "(verb.presentVowel === 'i' || WAW_DROPS_WITH_FATHA.has(key))", to: "verb.presentVowel === 'i'" },
  { name: 'اُيْمُنْ kept as a variant', file: ENGINE, from: "waslYaVariant: verb.pattern === 'I' &&", to: 'waslYaVariant: false &&' },
  {
    name: 'haa_al_sakt (قِهْ)',
    file: ENGINE,
    from: "if (tense === 'imperative' && person === '2ms' && forms.length > 0",
    to: "if (false && tense === 'imperative' && person === '2ms' && forms.length > 0",
  },
  { name: 'hamza: double_hamza', file: 'packages/morphology/src/spelling/hamza.ts', from: 'if (ownSukun && prev && (', to: 'if (false && ownSukun && prev && (' },
  {
    name: 'hamza: medial_after_long_alif',
    file: 'packages/morphology/src/spelling/hamza.ts',
    from: '} else if (isLong(prev, prev2, ALEF, A) && own !== U && own !== I) {',
    to: '} else if (false) {',
  },
  {
    name: 'hamza: medial_after_long_waw',
    file: 'packages/morphology/src/spelling/hamza.ts',
    from: '} else if ((isLong(prev, prev2, WAW, U) && own === A) ||',
    to: '} else if (false && (isLong(prev, prev2, WAW, U) && own === A) ||',
  },
  {
    name: 'hamza: madda',
    file: 'packages/morphology/src/spelling/hamza.ts',
    from: '} else if ((own === A || own === NONE) && !c.marks.includes(SHADDA)) {',
    to: '} else if (false) {',
  },
  {
    name: 'derive: letters meeting merge (لَيَّة، اِنِّقَال)',
    file: 'packages/morphology/src/derive/build.ts',
    from: 'if (s.includes(SUKUN_)) s = mergeMeetingLetters(',
    to: 'if (false) s = mergeMeetingLetters(',
  },
  {
    name: 'derive: long-vowel spelling (مِيزَان، مُوقِن)',
    file: 'packages/morphology/src/derive/build.ts',
    from: 'for (const [from, to] of LONG_VOWEL_FIXES)',
    to: 'for (const [from, to] of [] as [string, string][])',
  },
  {
    name: 'derive: hamza seated again before ة',
    file: 'packages/morphology/src/derive/derive.ts',
    from: 'return HAS_HAMZA.test(word) ? seatHamza(unseatHamza(word)) : word;',
    to: 'return word;',
  },
  {
    name: 'derive: و kept in the present → مَفْعَل',
    file: 'packages/morphology/src/derive/derive.ts',
    from: "if (chain.includes('assimilated_waw') && !wawFalls(v))",
    to: 'if (false)',
  },
  { name: 'derive: attested مَفْعِل mimi masdars', file: 'packages/morphology/src/derive/derive.ts', from: "if (chain.includes('hollow_ya')) {", to: 'if (false) {' },
  {
    name: 'derive: form-I verbs that keep و/ي',
    file: 'packages/morphology/src/derive/derive.ts',
    from: "if (chain.includes('hollow') && SOUND_HOLLOW.has(",
    to: 'if (false && SOUND_HOLLOW.has(',
  },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const only = process.argv.slice(2);
const chosen = only.length > 0 ? MUTANTS.filter((m) => only.some((o) => m.name.includes(o))) : MUTANTS;

const dir = mkdtempSync(path.join(tmpdir(), 'morph-mutants-'));
// MUTANTS_REF: another commit to check (e.g. the one before a change, to see what its tests missed)
const ref = process.env.MUTANTS_REF ?? 'HEAD';
execFileSync('sh', ['-c', `git -C '${repo}' archive '${ref}' | tar -x -C '${dir}'`]);
symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));

function runTests(): { ok: boolean; failed: string[] } {
  const r = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'packages/morphology', '--reporter=verbose'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  const failed = [...(r.stdout ?? '').matchAll(/^\s*[×✗] (.+?)(?:\s+\d+ms)?$/gm)].map((m) => m[1]!.trim());
  return { ok: r.status === 0, failed };
}

const base = runTests();
if (!base.ok) {
  console.error(`the unmutated suite fails in ${dir}: ${base.failed.join('; ')}`);
  process.exit(2);
}
let survivors = 0;
for (const m of chosen) {
  const file = path.join(dir, m.file);
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(m.from);
  if (at < 0 || text.indexOf(m.from, at + 1) >= 0) {
    console.log(`?  ${m.name}: the edit does not apply once in ${m.file} (update this script)`);
    survivors++;
    continue;
  }
  writeFileSync(file, text.replace(m.from, m.to));
  const r = runTests();
  writeFileSync(file, text);
  if (r.ok) survivors++;
  console.log(`${r.ok ? 'NOT caught' : 'caught    '}  ${m.name}${r.ok ? '' : `  (${r.failed.length} failing: ${r.failed.slice(0, 3).join('; ')})`}`);
}
rmSync(dir, { recursive: true, force: true });
console.log(`${chosen.length} mutants, ${survivors} not caught`);
process.exitCode = survivors > 0 ? 1 : 0;
