/**
 * The hand-checked gold set (gold/words.tsv) and its scorer: the set is whole and aligned with the
 * text, the scorer judges each field as its README says, and the first readings of the real
 * readings store score at least the floor (ADR 0078).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAnalyzer } from '@tasreef/lexicon';
import { artifactDir } from '@tasreef/lexicon/paths';
import { allWords, loadStore, type Reading, type WordRef } from '../src/analysis.ts';
import type { ReadingStore } from '../src/store.ts';
import { PARTICLE_TYPES } from '../src/particles.ts';
import { firstInPlace, lemmaKey, loadGold, parseGold, scoreGold, scoreWord, type GoldWord, type ReadingSource } from '../gold/score.ts';

/**
 * The frequency-weighted share of gold words whose first reading is right in every field: 0.5849
 * measured on 2026-11-29 with the first readings by spelling, 0.7719 with the readings in their
 * place (ADR 0077: the vocalization filter, curated spellings, context), 0.9859 with the names'
 * case, the Corpus's particle kinds, مَا and مَنْ by their place, participles' own lemmas (ADR 0077's
 * amendment), the vocative and the genitive of sound plurals; 0.9956 with the frequency of each
 * reading as a tie-breaker, the mood of a present from the particle before it, the lightened إِنْ and
 * لا of the whole kind (session 23); 0.9981 with the frozen verbs, the sound feminine plural's accusative
 * and the curated words of session 26 (ADR 0101), 0.9996 with the noun of إِنَّ with the speaker's ي, the dual in
 * construct after بَيْنَ, and وَلِيّ no longer وَ + لِ + ي; less 0.005. Raise it with the engine, never lower it to pass.
 */
const FLOOR = 0.9946;

/** The gold set's parts of speech: the engine's particle kinds, the nominal and verbal ones, and the kinds the engine has no name for yet. */
const GOLD_POS = new Set<string>([...PARTICLE_TYPES, 'noun', 'adj', 'verb', 'subordinating', 'prohibition', 'certainty', 'retraction', 'restriction']);

const HEADER = 'at\tword\tpre\tsuf\tpos\tlemma\troot\tpattern\tfeatures\tfamily';
const gold1 = (line: string): GoldWord => parseGold(`${HEADER}\n${line}\n`)[0]!;
const particle = (type: string, lemma: string, proclitics: string[] = [], enclitic: string | null = null): Reading =>
  ({ of: 'particle', kind: 'particle', type, lemma, root: null, proclitics, enclitic }) as Reading;

describe('the gold set', () => {
  const gold = loadGold();

  it('holds 1,000 to 2,000 distinct words, each with a known part of speech and a family', () => {
    expect(gold.length).toBeGreaterThanOrEqual(1000);
    expect(gold.length).toBeLessThanOrEqual(2000);
    expect(new Set(gold.map((g) => g.at)).size).toBe(gold.length);
    for (const g of gold) {
      for (const p of g.pos) expect(GOLD_POS.has(p), `${g.at} ${p}`).toBe(true);
      expect(g.family, g.at).toMatch(/^[a-z_]+$/);
      expect(g.lemma.length, g.at).toBeGreaterThan(0);
    }
  });

  it('names each word where the text has it (a shifted numbering fails here)', { timeout: 120_000 }, () => {
    const words = allWords();
    expect(() => scoreGold(gold, words, () => undefined)).not.toThrow();
    const moved = { ...gold[0]!, at: '2:6:2', sura: 2, verse: 6, word: 2 };
    expect(() => scoreGold([moved], words, () => undefined)).toThrow(/2:6:2/);
  });
});

describe('the scorer', () => {
  it('counts a reading right only when every field is right, and names what is off', () => {
    const g = gold1('2:6:1\tإِنَّ\t-\t-\tinna\tإِنَّ\t-\t-\t-\ttop');
    expect(scoreWord(g, particle('inna', 'إِنَّ')).verdict).toBe('right');
    const neg = scoreWord(g, particle('negation', 'إِنْ'));
    expect(neg.verdict).toBe('wrong');
    expect(neg.fields.pos).toBe('wrong');
    expect(scoreWord(g, undefined).verdict).toBe('missing');
  });

  it('reads a bare "particle" as the right kind partly, the segments apart from the stem, the lemma by its hamza', () => {
    const g = gold1('2:26:38\tإِلَّا\t-\t-\texception\tإِلَّا\t-\t-\t-\ttop');
    expect(scoreWord(g, particle('particle', 'إِلَّا'))).toMatchObject({ verdict: 'partly', fields: { pos: 'partly', lemma: 'right' } });
    const bima = gold1('2:10:10\tبِمَا\tبِ\t-\tsubordinating|relative\tمَا\t-\t-\t-\ttop');
    expect(scoreWord(bima, particle('relative', 'مَا', ['بِ'])).verdict).toBe('right');
    expect(scoreWord(bima, particle('preposition', 'بِمَا'))).toMatchObject({ verdict: 'wrong', fields: { segments: 'partly', lemma: 'wrong' } });
    const noun = gold1('2:11:7\tٱلۡأَرۡضِ\t-\t-\tnoun\tأَرْض\tءرض\t-\tcase=gen,state=def\ttop');
    const asMasdar = {
      of: 'verb',
      kind: 'noun',
      word: 'الْأَرْضِ',
      verb_id: 'x',
      root: 'ءرض',
      pattern: 'I',
      bab: 1,
      lemma: 'أَرَضَ',
      verb: 'أَرَضَ',
      noun: 'masdar',
      case: 'gen',
      definiteness: 'definite',
      proclitics: ['ال'],
      enclitic: null,
      enclitics: [],
      in_lexicon: true,
      alt_roots: [],
    } as Reading;
    expect(scoreWord(noun, asMasdar)).toMatchObject({ verdict: 'partly', fields: { pos: 'right', lemma: 'partly', root: 'right', features: 'right', segments: 'right' } });
    const asNoun = {
      of: 'noun',
      word: 'الْأَرْضِ',
      noun_id: 'n',
      root: 'ءرض',
      pos: 'noun',
      lemma: 'أَرْض',
      which: 'lemma',
      base: 'أَرْض',
      number: 'singular',
      definiteness: 'definite',
      case: 'gen',
      proclitics: ['ال'],
      enclitic: null,
    } as Reading;
    expect(scoreWord(noun, asNoun).verdict).toBe('right');
  });

  it('compares lemmas with their vowels, less what spellings of one lemma differ by', () => {
    expect(lemmaKey('إِنَّ')).not.toBe(lemmaKey('إِنْ'));
    expect(lemmaKey('أَرْض')).not.toBe(lemmaKey('أَرَضَ'));
    expect(lemmaKey('رَبّ')).toBe(lemmaKey('رَبَّ'));
    expect(lemmaKey('ذَٰلِكَ')).toBe(lemmaKey('ذَلِكَ'));
    expect(lemmaKey('اِزْدَادَ')).toBe(lemmaKey('ازْدَادَ'));
  });

  it('scores verbs on tense, mood, person and voice, and the pattern with the lemma', () => {
    const g = gold1('2:3:2\tيُؤۡمِنُونَ\t-\t-\tverb\tآمَنَ\tءمن\tIV\ttense=present,mood=ind,person=3mp,voice=act\ttop');
    const verb = (slot: string, pattern = 'IV'): Reading =>
      ({
        of: 'verb',
        kind: 'verb',
        word: '',
        verb_id: 'v',
        root: 'ءمن',
        pattern,
        bab: null,
        lemma: 'آمَنَ',
        verb: 'آمَنَ',
        slot,
        proclitics: [],
        enclitic: null,
        enclitics: [],
        in_lexicon: true,
        alt_roots: [],
      }) as Reading;
    expect(scoreWord(g, verb('present_indicative.active.3mp')).verdict).toBe('right');
    expect(scoreWord(g, verb('present_jussive.active.3mp')).fields.features).toBe('partly');
    expect(scoreWord(g, verb('present_indicative.active.3mp', 'I')).fields.lemma).toBe('partly');
  });

  it('weighs each word by its spelling’s frequency, and takes a per-occurrence first reading when one is given', () => {
    const words = allWords();
    const g = parseGold(`${HEADER}\n2:6:1\tإِنَّ\t-\t-\tinna\tإِنَّ\t-\t-\t-\ttop\n1:1:1\tبِسۡمِ\tبِ\t-\tnoun\tاِسْم\tسمو\t-\t-\tno_reading\n`);
    // إِنَّ (over 500 times) right, بِسۡمِ (3 times) missing: the share right is the share of the two spellings' tokens
    const s = scoreGold(g, words, (w) => (w.word === 1 && w.sura === 2 ? particle('inna', 'إِنَّ') : undefined));
    const inna = words.filter((w) => w.standard === words.find((x) => x.sura === 2 && x.verse === 6 && x.word === 1)!.standard).length;
    expect(s.right).toBeCloseTo(inna / (inna + 3), 3);
    expect(s.by_family.no_reading!.missing).toBe(1);
    // a source that reads each occurrence in its context is asked with the occurrence itself
    const asked: WordRef[] = [];
    const perOccurrence: ReadingSource = (w) => (asked.push(w), undefined);
    scoreGold(g, words, perOccurrence);
    expect(asked.map((w) => `${w.sura}:${w.verse}:${w.word}`)).toEqual(['2:6:1', '1:1:1']);
  });

  it('refuses a malformed line with its line number', () => {
    expect(() => parseGold(`${HEADER}\n2:6\tإِنَّ\t-\t-\tinna\tإِنَّ\t-\t-\t-\ttop\n`)).toThrow(/line 2/);
    expect(() => parseGold(`${HEADER}\n2:6:1\tإِنَّ\t-\t-\tinna\tإِنَّ\t-\t-\tcase\ttop\n`)).toThrow(/key=value/);
    expect(() => parseGold(`${HEADER}\n2:6:1\tإِنَّ\t-\n`)).toThrow(/cells/);
  });
});

describe('the first readings of the whole text on the gold set', () => {
  let words: WordRef[];
  let store: ReadingStore;
  beforeAll(() => {
    const { data, analyzer } = loadAnalyzer();
    words = allWords();
    store = loadStore(analyzer, data.lexicon.built_at, artifactDir(), words).store;
  }, 300_000);

  it(`score at least ${FLOOR} fully right, frequency-weighted`, () => {
    const s = scoreGold(loadGold(), words, firstInPlace(store, words));
    console.log(`gold: right ${s.right.toFixed(4)}, partly ${s.partly.toFixed(4)}, wrong ${s.wrong.toFixed(4)}, missing ${s.missing.toFixed(4)}`);
    expect(s.right + s.partly + s.wrong + s.missing).toBeCloseTo(1, 3);
    expect(s.right).toBeGreaterThanOrEqual(FLOOR);
  });
});
