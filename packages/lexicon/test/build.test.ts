import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAll, loadOrBuild } from '../src/build/artifacts.ts';
import { ADDITIONS_FILE, readAdditions } from '../src/build/additions.ts';
import { sameStamp, sourceStamp } from '../src/build/lexicon.ts';
import { verbRow as row, writeFixtureLexicon } from './fixture-lexicon.ts';
import { verbId } from '../src/build/ids.ts';
import { REPO_ROOT } from '../src/paths.ts';

let dir: string;
let out: string;
/** The fixture's own additions (the repository's file is tested against the real build in readback.test.ts). */
let additions: string;
const ADDITIONS_HEADER = 'root\tpattern\tpast_vowel\tpresent_vowel\tverb\ttransitive\tmasdar\tgloss_en\tsource';
const AYIYA = 'عيي\tI\ti\ta\tعَيِيَ\tn\tعِيّ|عَيَاء\tbe unable; be weary\tLisān al-ʿArab, عيي; Q 50:15';
beforeAll(() => {
  dir = writeFixtureLexicon(
    'tasreef-lexicon-',
    [
      row({
        id: 'v1',
        root: 'كتب',
        radicals: '3',
        pattern: 'I',
        past_vowel: 'a',
        present_vowel: 'u',
        bab: '1',
        verb: 'كَتَبَ',
        transitive: 'y|n',
        masdar: 'كَتْب|كِتابَة',
        gloss_en: 'write; inscribe',
        freq: '227498',
        sources: 'elixir|arramooz',
      }),
      row({
        id: 'v2',
        root: 'حسب',
        radicals: '3',
        pattern: 'I',
        past_vowel: 'i',
        present_vowel: 'a|i',
        bab: '4|6',
        verb: 'حَسِبَ',
        transitive: 'y',
        gloss_en: 'think; consider',
        sources: 'elixir|arramooz',
      }),
      row({ id: 'v3', root: 'حلك', radicals: '3', pattern: 'XIV', verb: 'اِحْلَنْكَكَ', gloss_en: 'be pitch-black', sources: 'elixir' }),
      row({ id: 'v4', root: 'فلج', radicals: '3', pattern: 'I', verb: 'فُلِجَ', gloss_en: 'be hemiplegic', sources: 'elixir', notes: 'passive_only' }),
      row({ id: 'v5', root: 'جوف', radicals: '3', pattern: 'I', past_vowel: 'i', present_vowel: 'a', bab: '4', verb: 'جَوِفَ', transitive: 'n', sources: 'arramooz' }),
      row({ id: 'v7', root: 'عجب', radicals: '3', pattern: 'IV', verb: 'أُعْجِبَ', gloss_en: 'admire', sources: 'elixir', notes: 'passive_only' }),
      row({ id: 'v8', root: 'عجب', radicals: '3', pattern: 'IV', verb: 'أَعْجَبَ', transitive: 'y', gloss_en: 'please', sources: 'elixir|arramooz' }),
      row({ id: 'v6', root: 'سمي', alt_roots: 'سمو', radicals: '3', pattern: 'II', verb: 'سَمَّى', transitive: 'y', gloss_en: 'name; call', sources: 'elixir|arramooz' }),
      // the sources' contracted spelling, which the engine does not write for this root (rejected without the addition)
      row({
        id: 'v9',
        root: 'عيي',
        radicals: '3',
        pattern: 'I',
        past_vowel: 'i',
        present_vowel: 'a',
        bab: '4',
        verb: 'عَيَّ',
        transitive: 'y|n',
        masdar: 'عَيَاء',
        gloss_en: 'be incapable',
        sources: 'elixir|arramooz',
      }),
    ],
    {
      'trilateral_unaugmented.tsv': ['كتب\t1\ta\tu\tboth\tكِتَابَة|كِتَاب\tفِعَالَة|فِعَال\tF3|E3\t1\t', 'درس\t1\ta\tu\ttransitive\tدَرْس|دِرَاسَة\tفَعْل|فِعَالَة\tH1|F3\t1\t'],
      'trilateral_augmented.tsv': ['سمو\tII\t2\ttransitive', 'كتب\tX\t9\ttransitive'],
      'quadrilateral_unaugmented.tsv': ['دحرج\tQI\ttransitive'],
      'place_time.tsv': ['كتب\t1\ta\tu\tمَفْعَل'],
    },
  );
  out = path.join(dir, 'out');
  additions = path.join(dir, 'additions.tsv');
  writeFileSync(additions, [ADDITIONS_HEADER, AYIYA, 'ءبي\tI\ta\ta\tأَبَى\tn\tإِبَاء\trefuse\tLisān al-ʿArab, أبي: أَبَى يَأْبَى'].join('\n') + '\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('lexicon build', () => {
  it('merges the sources per verb and keeps track of who said what', () => {
    const { lexicon, index } = buildAll(dir, undefined, additions);
    const ids = lexicon.entries.map((e) => e.id).sort();
    expect(ids).toEqual(['Ejb-IV', 'Eyy-I4', 'Hsb-I4', 'Hsb-I6', 'Cby-I3', 'dHrj-QI', 'drs-I1', 'ktb-I1', 'ktb-X', 'smy-II'].sort());
    // a passive-only row and an active row of one verb make one active entry with both glosses
    const ejb = lexicon.entries.find((e) => e.id === 'Ejb-IV')!;
    expect(ejb).toMatchObject({ lemma: 'أَعْجَبَ', passive_only: false, glosses: ['admire', 'please'] });
    expect(ejb.sources.source_ids).toEqual(['v7', 'v8']);
    const ktb = lexicon.entries.find((e) => e.id === 'ktb-I1')!;
    expect(ktb.lemma).toBe('كَتَبَ');
    expect(ktb.glosses).toEqual(['write', 'inscribe']);
    // ElixirFM's first, then Sarf's, then Arramooz's (partly vocalized); one per spelling
    expect(ktb.masdars).toEqual(['كَتْب', 'كِتَابَة', 'كِتَاب']);
    expect(ktb.sources.masdars['كِتَابَة']).toEqual(['sarf', 'arramooz']);
    expect(ktb.sources.transitive).toEqual({ arramooz: 'y|n', sarf: 'both' });
    expect(ktb.sources.entry.sort()).toEqual(['arramooz', 'elixir', 'sarf']);
    expect(ktb.attested.noun_of_place_time).toEqual(['مَفْعَل']);
    expect(ktb.freq).toBe(227498);
    // two babs → two verbs, both with the glosses
    expect(lexicon.entries.find((e) => e.id === 'Hsb-I6')!.glosses).toEqual(['think', 'consider']);
    // Sarf's سمو II is the same verb as سمي II (alt_roots)
    const smy = lexicon.entries.find((e) => e.id === 'smy-II')!;
    expect(smy.sources.entry).toContain('sarf');
    // Sarf-only verbs get the engine's lemma
    expect(lexicon.entries.find((e) => e.id === 'drs-I1')!.lemma).toBe('دَرَسَ');
    expect(lexicon.entries.find((e) => e.id === 'ktb-X')!.lemma).toBe('اِسْتَكْتَبَ');
    expect(index.keyCount).toBeGreaterThan(500);
    expect(lexicon.stats.vocalized_forms).toBeGreaterThan(lexicon.stats.by_kind.verb_slots!.vocalized);
  });

  it('reports every entry it keeps out, with the reason', () => {
    const { lexicon } = buildAll(dir, undefined, additions);
    const reasons = Object.fromEntries(lexicon.rejects.map((r) => [r.source_id, r.reason]));
    expect(reasons).toEqual({ v3: 'pattern_outside_22', v4: 'no_bab', v5: 'lemma_mismatch' });
    expect(lexicon.rejects.find((r) => r.source_id === 'v5')!.detail).toContain('جَافَ');
  });

  it('writes the artifacts and reuses them while the sources are unchanged', () => {
    const first = loadOrBuild({ dir, outDir: out, additions });
    expect(first.rebuilt).toBe(true);
    const second = loadOrBuild({ dir, outDir: out, additions });
    expect(second.rebuilt).toBe(false);
    expect(second.lexicon.entries.length).toBe(first.lexicon.entries.length);
    expect(second.index.lookup('كتبوا').length).toBe(first.index.lookup('كتبوا').length);
    // a damaged index → rebuilt, not a crash
    const bin = path.join(out, 'forms.bin');
    writeFileSync(bin, readFileSync(bin).subarray(0, 100));
    expect(loadOrBuild({ dir, outDir: out, additions }).rebuilt).toBe(true);
    writeFileSync(path.join(out, 'lexicon.json'), '{"format": 1, "entr');
    expect(loadOrBuild({ dir, outDir: out, additions }).rebuilt).toBe(true);
    // a source file changes → rebuilt
    writeFileSync(path.join(dir, 'sarf', 'elative_roots.tsv'), 'root\nكتب\n');
    expect(loadOrBuild({ dir, outDir: out, additions }).rebuilt).toBe(true);
  });

  it('stamps the code by its path in the repository and its content: another checkout of the same code reuses the build, changed code does not', () => {
    const stamp = sourceStamp([path.join(dir, 'verbs.tsv')]);
    const code = Object.keys(stamp).filter((k) => !path.isAbsolute(k));
    expect(code).toContain('packages/morphology/src/conjugate/engine.ts');
    expect(code.every((k) => /^[0-9a-f]{64}$/.test(stamp[k]!.sha256 ?? '') && stamp[k]!.mtimeMs === 0)).toBe(true);
    // the sources themselves keep their place and mtime
    expect(stamp[path.join(dir, 'verbs.tsv')]!.mtimeMs).toBeGreaterThan(0);
    expect(sameStamp(stamp, sourceStamp([path.join(dir, 'verbs.tsv')]))).toBe(true);
    const edited = { ...stamp, [code[0]!]: { ...stamp[code[0]!]!, sha256: '0'.repeat(64) } };
    expect(sameStamp(stamp, edited)).toBe(false);
  });

  it('can build in a child process (for the server) and load the result', () => {
    const outChild = path.join(dir, 'out-child');
    const built = loadOrBuild({ dir, outDir: outChild, inChild: true });
    expect(built.rebuilt).toBe(true);
    expect(built.lexicon.entries.map((e) => e.id)).toContain('ktb-I1');
    expect(loadOrBuild({ dir, outDir: outChild }).rebuilt).toBe(false);
  }, 60_000);

  it('merges Tasreef’s own verbs (additions.ts): a verb the sources lack, and one they spell in a form the engine does not write', () => {
    writeFileSync(path.join(dir, 'none.tsv'), ADDITIONS_HEADER + '\n');
    const none = buildAll(dir, undefined, path.join(dir, 'none.tsv'));
    expect(none.lexicon.rejects.find((r) => r.source_id === 'v9')!.detail).toContain('عَيِيَ');
    const { lexicon } = buildAll(dir, undefined, additions);
    const ayiya = lexicon.entries.find((e) => e.id === 'Eyy-I4')!;
    expect(ayiya).toMatchObject({ lemma: 'عَيِيَ', present: 'يَعْيَا', transitive: false, glosses: ['be incapable', 'be unable', 'be weary'] });
    expect(ayiya.masdars).toEqual(['عَيَاء', 'عِيّ']);
    expect(ayiya.sources.entry.sort()).toEqual(['arramooz', 'elixir', 'tasreef']);
    expect(ayiya.sources.source_ids).toEqual(['v9', 'tasreef:عيي:I4']);
    expect(ayiya.sources.transitive).toEqual({ arramooz: 'y|n', tasreef: 'n' });
    const abaa = lexicon.entries.find((e) => e.id === 'Cby-I3')!;
    expect(abaa).toMatchObject({ lemma: 'أَبَى', present: 'يَأْبَى', glosses: ['refuse'], masdars: ['إِبَاء'] });
    expect(abaa.sources.entry).toEqual(['tasreef']);
  });

  it('fails loudly on an addition without its source, or outside the engine’s vocabulary', () => {
    const bad = path.join(dir, 'bad.tsv');
    const check = (line: string): (() => unknown) => {
      writeFileSync(bad, `${ADDITIONS_HEADER}\n${line}\n`);
      return () => readAdditions(bad);
    };
    expect(check(AYIYA)()).toHaveLength(1);
    expect(check(AYIYA.replace(/\tLisān.*$/u, '\t'))).toThrow(/no source/);
    expect(check(AYIYA.replace('\ti\ta\t', '\tu\ta\t'))).toThrow(/not one of the six babs/);
    expect(check(AYIYA.replace('\tI\t', '\tXIV\t'))).toThrow(/not one of the 22/);
    expect(check(AYIYA.replace('\tn\t', '\tyes\t'))).toThrow(/transitive/);
  });

  it('rebuilds when the additions change (they are part of the stamp)', () => {
    const outAdd = path.join(dir, 'out-additions');
    const file = path.join(dir, 'additions-edited.tsv');
    writeFileSync(file, [ADDITIONS_HEADER, AYIYA].join('\n') + '\n');
    expect(loadOrBuild({ dir, outDir: outAdd, additions: file }).rebuilt).toBe(true);
    expect(loadOrBuild({ dir, outDir: outAdd, additions: file }).rebuilt).toBe(false);
    writeFileSync(file, [ADDITIONS_HEADER, AYIYA.replace('be weary', 'be tired')].join('\n') + '\n');
    const again = loadOrBuild({ dir, outDir: outAdd, additions: file });
    expect(again.rebuilt).toBe(true);
    expect(again.lexicon.entries.find((e) => e.id === 'Eyy-I4')!.glosses).toContain('be tired');
    // the repository's own file is stamped by its path in the repository and its content
    const stamp = sourceStamp([path.join(dir, 'verbs.tsv')]);
    expect(stamp[path.relative(REPO_ROOT, ADDITIONS_FILE)]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ids are ASCII and stable', () => {
    expect(verbId('ءكل', 'I', 1)).toBe('Ckl-I1');
    expect(verbId('شذذ', 'X', null)).toBe('cVV-X');
  });
});
