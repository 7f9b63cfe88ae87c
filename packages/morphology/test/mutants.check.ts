/**
 * Mutation check of the spelling rules and the shape cache's key (run by hand, a few minutes; not part of the suite):
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
import { RULE_IDS, type RuleId } from '../src/rules/registry.ts';
import { ORDERED_RULES } from '../src/rules/spelling.ts';

interface Mutant {
  name: string;
  file: string;
  from: string;
  to: string;
}

const SPELLING = 'packages/morphology/src/rules/spelling.ts';
const ENGINE = 'packages/morphology/src/conjugate/engine.ts';

const SHAPE_KEY = 'packages/morphology/src/conjugate/shape-key.ts';

/**
 * One mutant per rule of the registry (src/rules/registry.ts), so a rule added there is checked
 * without editing this list: an ordered rule loses its line in ORDERED_RULES; a rule applied while
 * the form is built, or after the ordered ones, has its own edit below (the script stops when one
 * is missing).
 */
const APPLIED_APART: Partial<Record<RuleId, Omit<Mutant, 'name'>>> = {
  ibdal_taa_iftiaal: {
    file: 'packages/morphology/src/data/weak.ts',
    from: '  if (VIII_HAMZA_AS_TA.has(radicals.join(',
    to: '  return { pairs: [[radicals[0]!, TEH]] };\n  if (VIII_HAMZA_AS_TA.has(radicals.join(',
  },
  ilal_qalb_lam_ya: { file: ENGINE, from: 'const lam = spec.lamYa && lastRadical === WAW ? YEH : lastRadical;', to: 'const lam = lastRadical;' },
  haa_al_sakt: {
    file: ENGINE,
    from: "if (tense === 'imperative' && person === '2ms' && forms.length > 0",
    to: "if (false && tense === 'imperative' && person === '2ms' && forms.length > 0",
  },
  kitabat_hamza: { file: ENGINE, from: 'return text.includes(HAMZA) ? seatFormHamza(text, ghost, trace) : text;', to: 'return text;' },
};
const ORDERED_IDS: ReadonlySet<RuleId> = new Set(ORDERED_RULES.map(([id]) => id));
const RULE_MUTANTS: Mutant[] = RULE_IDS.map((id): Mutant => {
  if (ORDERED_IDS.has(id)) return { name: id, file: SPELLING, from: `  ['${id}', ${id}],\n`, to: '' };
  const edit = APPLIED_APART[id];
  if (!edit) throw new Error(`rule ${id} has no mutant: add its edit to APPLIED_APART`);
  return { name: id, ...edit };
});

/** Each part of the shape cache's key left out (src/conjugate/shape-key.ts): two paradigms would share one entry. */
const LEXICAL_KEY = "`${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|=${verb.root}${verb.named ? `|${verb.named}` : ''}`";
const CACHE_KEY: Mutant[] = [
  ['the root of a lexical verb', "`${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|=${verb.named ? `|${verb.named}` : ''}`"],
  ['the name of a lexical verb (نِعْمَ beside نَعِمَ)', '`${verb.pattern}|${verb.pastVowel}${verb.presentVowel}|=${verb.root}`'],
  ['the vowels of a lexical verb', "`${verb.pattern}|=${verb.root}${verb.named ? `|${verb.named}` : ''}`"],
  ['the pattern of a lexical verb', "`${verb.pastVowel}${verb.presentVowel}|=${verb.root}${verb.named ? `|${verb.named}` : ''}`"],
].map(([part, to]): Mutant => ({ name: `cache key without ${part}`, file: SHAPE_KEY, from: LEXICAL_KEY, to: to! }));
CACHE_KEY.push(
  { name: 'cache key without the pattern of a shape', file: SHAPE_KEY, from: 'let key = `${verb.pattern}|${verb.pastVowel', to: 'let key = `|${verb.pastVowel' },
  {
    name: 'cache key without the vowels of a shape',
    file: SHAPE_KEY,
    from: "let key = `${verb.pattern}|${verb.pastVowel ?? ''}${verb.presentVowel ?? ''}|`;",
    to: 'let key = `${verb.pattern}||`;',
  },
  { name: 'cache key without the kept letters of a shape', file: SHAPE_KEY, from: '      key += letter;\n', to: '' },
  { name: 'cache key without which radicals are equal', file: SHAPE_KEY, from: '      key += String(first);\n', to: '' },
);

const doubledIn = (p: string): Mutant => ({
  name: `idgham of the doubled root in form ${p}`,
  file: ENGINE,
  from: 'tpl.mergesDoubledRoot && !(',
  to: `tpl.mergesDoubledRoot && verb.pattern !== '${p}' && !(`,
});

const MUTANTS: Mutant[] = [
  ...RULE_MUTANTS,
  ...CACHE_KEY,
  ...['I', 'III', 'IV', 'VI', 'VII', 'VIII', 'X'].map(doubledIn),
  { name: 'kept weak middle (تصحيح شاذّ table)', file: 'packages/morphology/src/data/kept-weak.ts', from: "return pattern === 'I' ? undefined :", to: 'return true ? undefined :' },
  { name: 'form-I verbs that keep و/ي (SOUND_HOLLOW)', file: ENGINE, from: "!(verb.pattern === 'I' && SOUND_HOLLOW.has(key))", to: 'true' },
  { name: 'و falls with fatha (WAW_DROPS_WITH_FATHA)', file: ENGINE, from: "(verb.presentVowel === 'i' || WAW_DROPS_WITH_FATHA.has(key))", to: "verb.presentVowel === 'i'" },
  { name: 'اُيْمُنْ kept as a variant', file: ENGINE, from: "waslYaVariant: verb.pattern === 'I' &&", to: 'waslYaVariant: false &&' },
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
