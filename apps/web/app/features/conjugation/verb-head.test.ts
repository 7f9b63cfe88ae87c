import type { VerbPage } from '@tasreef/contracts/search';
import { describe, expect, it } from 'vitest';
import { verbHead } from './verb-head.ts';

const verb: VerbPage['verb'] = {
  id: 'ktb-I1',
  lemma: 'كَتَبَ',
  root: 'كتب',
  pattern: 'I',
  past_vowel: 'a',
  present_vowel: 'u',
  type: 'sound',
  meaning_en: 'write; inscribe',
  url: '/ar/conjugations/sound/ktb-I1',
  present: 'يَكْتُبُ',
  masdar: 'كَتْبٌ',
  type_name: 'صحيح سالم، مجرد',
  bab: 1,
  transitive: true,
  lemma_tr: 'kataba',
  present_tr: 'yaktubu',
  weight: 'فَعَلَ يَفْعُلُ',
  bab_model: 'نَصَرَ يَنْصُرُ',
  glosses: ['write', 'inscribe'],
  masdars: ['كَتْب', 'كِتَابَة'],
  radicals: 3,
  weak: false,
  augmented: false,
  passive_only: false,
  canonical: '/ar/conjugations/sound/ktb-I1',
  attested: true,
  frozen: false,
};

const bare: VerbPage = { verb, slots: {}, notes: {}, explanations: {}, nouns: {}, noun_notes: [], guesses: [], declensions: {}, related: [] };

describe('verbHead', () => {
  it('keeps what the header shows and none of the tables', () => {
    const masdar = [{ ar: 'كَتْبٌ', tr: 'katbun' }];
    const page: VerbPage = { ...bare, slots: { 'past.active.3ms': [{ ar: 'كَتَبَ', tr: 'kataba' }] }, nouns: { masdar, active_participle: [{ ar: 'كَاتِبٌ', tr: 'kātibun' }] } };
    const head = verbHead(page);
    expect(head).toEqual({ verb, masdars: masdar, masdarGuessed: false, sections: { variants: false, rules: false, related: false } });
    expect(JSON.stringify(head)).not.toContain('كَاتِبٌ');
  });

  it('says which sections the body has, for the contents list', () => {
    const rule = { id: 'kitabat_hamza', text: 'كتابة الهمزة', sentence: '…', before: 'ءَكْتُبُ', after: 'أَكْتُبُ' };
    const related = [
      { id: 'ktb-III', lemma: 'كَاتَبَ', root: 'كتب', pattern: 'III', past_vowel: null, present_vowel: null, type: 'sound', meaning_en: null, url: '/ar/conjugations/sound/ktb-III' },
    ];
    expect(verbHead({ ...bare, notes: { 'past.active.3ms': 'two readings' } }).sections).toEqual({ variants: true, rules: false, related: false });
    expect(verbHead({ ...bare, explanations: { 'present_indicative.active.1s': [rule] } }).sections).toEqual({ variants: false, rules: true, related: false });
    // a slot whose list of rules is empty names no rule: the page has no rules section then
    expect(verbHead({ ...bare, explanations: { 'past.active.3ms': [] } }).sections.rules).toBe(false);
    expect(verbHead({ ...bare, related } as VerbPage).sections).toEqual({ variants: false, rules: false, related: true });
  });

  it('says when the masdar is the engine’s guess', () => {
    const masdar = [{ ar: 'كَتْبٌ', tr: 'katbun' }];
    expect(verbHead({ ...bare, nouns: { masdar }, guesses: ['masdar'] }).masdarGuessed).toBe(true);
    expect(verbHead({ ...bare, nouns: { masdar }, guesses: ['active_participle'] }).masdarGuessed).toBe(false);
    expect(verbHead(bare).masdars).toEqual([]);
  });
});
