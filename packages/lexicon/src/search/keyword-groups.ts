/**
 * The keyword groups of the search pages: the most frequent verbs, each pattern, each verb type,
 * roots with several verbs, and the curated themes (themes.ts) with their members resolved.
 */
import { PATTERN_WEIGHTS } from '@tasreef/contracts/search';
import { typeOfRadicals } from '@tasreef/morphology';
import { rootToAscii as rootSlug } from '../build/ids.ts';
import type { LexiconEntry } from '../types.ts';
import { PATTERN_FACETS, type FacetName, type KeywordGroup } from './answers.ts';
import { resolveMember, THEMES } from './themes.ts';

export interface BuiltGroups {
  groups: KeywordGroup[];
  /** Per theme, per section, each member's index in `entries` (null when the lexicon lacks it). */
  themeEntries: Map<string, Array<Array<number | null>>>;
}

export function buildKeywordGroups(
  entries: readonly LexiconEntry[],
  facetValues: ReadonlyArray<Record<FacetName, string>>,
  byRoot: ReadonlyMap<string, readonly number[]>,
): BuiltGroups {
  const groups: KeywordGroup[] = [];
  const frequent = entries.filter((e) => e.freq !== null).length;
  groups.push({
    name: 'most-frequent',
    kind: 'frequent',
    count: Math.min(100, frequent),
    title: { en: 'The most frequent verbs', ar: 'الأفعال الأكثر استعمالًا' },
    description: {
      en: 'The 100 verbs met most often in a corpus of modern Arabic (the verb frequency list of the Arramooz dictionary).',
      ar: 'المئة فعل الأكثر ورودًا في مدوّنة من العربية المعاصرة (قائمة تواتر الأفعال في قاموس أرموز).',
    },
  });
  const patternCounts = new Map<string, number>();
  const typeCounts = new Map<string, number>();
  for (const v of facetValues) {
    patternCounts.set(v.pattern, (patternCounts.get(v.pattern) ?? 0) + 1);
    typeCounts.set(v.type, (typeCounts.get(v.type) ?? 0) + 1);
  }
  for (const p of PATTERN_FACETS) {
    groups.push({
      name: `pattern-${p}`,
      kind: 'pattern',
      count: patternCounts.get(p) ?? 0,
      title: { en: `Verbs of pattern ${p}`, ar: `أفعال على وزن ${PATTERN_WEIGHTS[p]}` },
      description: {
        en: `Every verb of the lexicon conjugated on pattern ${p} (${PATTERN_WEIGHTS[p]}), most frequent first.`,
        ar: `كل أفعال المعجم التي تُصرَّف على وزن ${PATTERN_WEIGHTS[p]}، الأكثر استعمالًا أولًا.`,
      },
    });
  }
  for (const [type, count] of [...typeCounts].sort((a, b) => b[1] - a[1])) {
    const sample = entries.find((e) => e.type === type)!;
    const names = typeOfRadicals([...sample.root]);
    groups.push({
      name: `type-${type}`,
      kind: 'type',
      count,
      title: { en: `${names.en[0]!.toUpperCase()}${names.en.slice(1)} verbs`, ar: `الفعل: ${names.ar}` },
      description: {
        en: `Verbs whose root is of the type “${names.en}”, in every pattern.`,
        ar: `الأفعال التي جذرها من نوع «${names.ar}»، في كل الأوزان.`,
      },
    });
  }
  for (const [root, list] of [...byRoot].filter(([, l]) => l.length >= 3).sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1))) {
    const spaced = [...root].join(' ');
    groups.push({
      name: `root-${rootSlug(root)}`,
      kind: 'root',
      count: list.length,
      title: { en: `Verbs of the root ${spaced}`, ar: `أفعال الجذر ${spaced}` },
      description: {
        en: `The ${list.length} verbs built on the root ${spaced}: its patterns side by side.`,
        ar: `الأفعال المبنية على الجذر ${spaced} في أوزانها المختلفة.`,
      },
    });
  }
  // curated themes: members resolved by lemma + root + pattern; an unresolved one stays (without a verb)
  const themeEntries = new Map<string, Array<Array<number | null>>>();
  for (const theme of THEMES) {
    const resolved = theme.sections.map((sec) =>
      sec.members.map((m) => {
        const found = resolveMember(entries, m);
        return found.length === 1 ? found[0]! : null;
      }),
    );
    themeEntries.set(theme.name, resolved);
    groups.push({
      name: theme.name,
      kind: 'theme',
      title: theme.title,
      description: theme.description,
      sources: theme.sources,
      count: theme.sections.reduce((n, sec) => n + sec.members.length, 0),
    });
  }
  return { groups, themeEntries };
}
