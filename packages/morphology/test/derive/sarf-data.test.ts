import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireSharedDir } from '../../../../scripts/shared-data.mjs';
import { derive } from '../../src/derive/index.ts';
import { loadSarfData, type SarfData } from '../../src/derive/sarf-data.ts';
import * as nodeEntry from '../../src/node.ts';

describe('node entry', () => {
  it('exports the index and the Sarf loader', () => {
    expect(nodeEntry.loadSarfData).toBe(loadSarfData);
    expect(typeof nodeEntry.derive).toBe('function');
    expect(typeof nodeEntry.conjugate).toBe('function');
  });
});

describe('loadSarfData', () => {
  let sarf: SarfData;
  beforeAll(() => {
    sarf = loadSarfData(path.join(requireSharedDir('LEXICON_DIR'), 'sarf'));
  });

  it('reads every file', () => {
    expect(sarf.counts.masdars).toBeGreaterThan(7000);
    expect(sarf.counts.elative).toBe(153);
    expect(sarf.masdars('كتب', 1)).toContain('كِتَابَة');
  });

  it('feeds attested forms to derive', () => {
    const verb = { root: 'كتب', pattern: 'I', past_vowel: 'a', present_vowel: 'u' };
    const extra = sarf.forVerb(verb);
    expect(extra.masdars?.length).toBeGreaterThan(0);
    const d = derive({ ...verb, ...extra });
    expect(d.guesses.masdar).toBeUndefined();
    expect(d.nouns.masdar).toContain('كِتَابَةٌ');
    expect(sarf.forVerb({ root: 'كتب', pattern: 'II' })).toEqual({});
  });
});
