import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/index.ts';
import { facetValueKey } from './facets.ts';

describe('facet value names', () => {
  it('name the values the catalog knows, and none other (a URL may hold anything)', () => {
    expect(facetValueKey('transitivity', 'transitive')).toBe('as.v.transitivity.transitive');
    expect(facetValueKey('augmented', 'true')).toBe('as.v.augmented.true');
    expect(facetValueKey('transitivity', 'a'.repeat(300))).toBeNull();
    expect(facetValueKey('augmented', 'كَََ')).toBeNull();
    expect(facetValueKey('pattern', 'I1')).toBeNull();
    for (const [name, value] of [
      ['radicals', '4'],
      ['weak', 'false'],
      ['transitivity', 'unknown'],
    ] as const) {
      const key = facetValueKey(name, value)!;
      expect(() => translate('ar', key as never)).not.toThrow();
    }
  });
});
