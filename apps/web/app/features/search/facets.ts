/** Facets of the advanced search: URL parameter names, value order and the form-I weights. */
import { PATTERN_IDS, type FacetName } from '@tasreef/contracts/search';

export const FACET_ORDER: readonly FacetName[] = ['radicals', 'augmented', 'weak', 'pattern', 'bab', 'type', 'first_letter', 'transitivity'];

/** Values of a facet in display order: fixed lists first, the rest by count. */
export function facetValues(name: FacetName, counts: Record<string, number>): string[] {
  const fixed: Partial<Record<FacetName, readonly string[]>> = {
    radicals: ['3', '4'],
    augmented: ['false', 'true'],
    weak: ['false', 'true'],
    pattern: PATTERN_IDS,
    bab: ['1', '2', '3', '4', '5', '6'],
    transitivity: ['transitive', 'intransitive', 'unknown'],
  };
  const list = fixed[name];
  if (list) return list.filter((v) => counts[v] !== undefined);
  const keys = Object.keys(counts);
  if (name === 'first_letter') return keys.sort((a, b) => a.localeCompare(b, 'ar'));
  return keys.sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0));
}

/** Facets whose values are named in the catalog (`as.v.<facet>.<value>`), with those values. */
const NAMED_VALUES: Partial<Record<FacetName, readonly string[]>> = {
  radicals: ['3', '4'],
  augmented: ['false', 'true'],
  weak: ['false', 'true'],
  transitivity: ['transitive', 'intransitive', 'unknown'],
};

/**
 * The catalog key that names a facet's value, or null: a URL may hold any value, and a key the
 * catalog lacks made the page a 500 (`?transitivity=aaa…`, found by the fuzzer).
 */
export function facetValueKey(name: FacetName, value: string): `as.v.${string}` | null {
  return NAMED_VALUES[name]?.includes(value) ? `as.v.${name}.${value}` : null;
}

/** The filters present in a URL, for the API call and the form's state. */
export function filtersFrom(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of FACET_ORDER) {
    const v = search.get(name);
    if (v !== null && v !== '' && v.length <= 80) out.set(name, v);
  }
  return out;
}
