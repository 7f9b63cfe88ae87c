import { HAMZA, WAW, YEH } from '../letters.ts';
import { parseRoot } from '../root.ts';
import type { VerbInput } from '../types.ts';
import { checkVerb } from '../derive/verb.ts';
import { LABELS, VERB_TYPES, type LabelId, type NamedVerbTypeId, type VerbTypeId } from './taxonomy.ts';

export interface Classification {
  radicals: 3 | 4;
  /** Present only when a verb (root + pattern) was classified: false for I and QI. */
  augmented?: boolean;
  /** A radical is و or ي (hamzated and doubled roots count as sound in this sense). */
  weak: boolean;
  labels: LabelId[];
  type: VerbTypeId;
  ar: string;
  en: string;
}

const LABEL_ORDER = Object.keys(LABELS) as LabelId[];

function triliteralLabels([f, a, l]: string[]): LabelId[] {
  const set = new Set<LabelId>();
  if (f === HAMZA) set.add('hamzated_first');
  if (a === HAMZA) set.add('hamzated_middle');
  if (l === HAMZA) set.add('hamzated_last');
  if (a === l) set.add('doubled');
  if (f === WAW) set.add('assimilated_waw');
  if (f === YEH) set.add('assimilated_ya');
  if (a === WAW) set.add('hollow_waw');
  if (a === YEH) set.add('hollow_ya');
  if (l === WAW) set.add('defective_waw');
  if (l === YEH) set.add('defective_ya');
  const weakFirst = f === WAW || f === YEH;
  const weakMiddle = a === WAW || a === YEH;
  const weakLast = l === WAW || l === YEH;
  if (weakFirst && weakLast) set.add('lafif_mafruq');
  if (weakMiddle && weakLast) set.add('lafif_maqrun');
  if (set.size === 0) set.add('sound');
  return LABEL_ORDER.filter((id) => set.has(id));
}

function quadriliteralLabels(r: string[]): LabelId[] {
  const set = new Set<LabelId>(['quadriliteral']);
  const pos = ['1', '2', '3', '4'] as const;
  r.forEach((ch, i) => {
    if (ch === HAMZA) set.add(`hamzated_${pos[i]!}`);
    if (ch === WAW || ch === YEH) set.add(`weak_${pos[i]!}`);
  });
  if (r[0] === r[2] && r[1] === r[3]) set.add('reduplicated');
  else if (r[2] === r[3]) set.add('doubled_last');
  if (set.size === 1) set.add('sound');
  return LABEL_ORDER.filter((id) => set.has(id));
}

const labelKey = (labels: readonly string[]): string => [...labels].sort().join(',');
const TYPE_BY_LABELS: ReadonlyMap<string, NamedVerbTypeId> = new Map(
  (Object.entries(VERB_TYPES) as [NamedVerbTypeId, { labels: readonly LabelId[] }][]).map(([id, t]) => [labelKey(t.labels), id]),
);

/** Labels of a root's radicals, and the type they name. */
export function typeOfRadicals(radicals: string[]): { labels: LabelId[]; type: VerbTypeId; ar: string; en: string } {
  const labels = radicals.length === 4 ? quadriliteralLabels(radicals) : triliteralLabels(radicals);
  const named = TYPE_BY_LABELS.get(labelKey(labels));
  if (named) {
    const t = VERB_TYPES[named];
    return { labels, type: named, ar: t.ar, en: t.en };
  }
  // A combination the table does not name: compose its name from the labels.
  return {
    labels,
    type: labels.join('+') as VerbTypeId,
    ar: labels.map((l) => LABELS[l].ar).join('، '),
    en: labels.map((l) => LABELS[l].en).join(', '),
  };
}

/**
 * Classifies a root (`"قول"`) or a verb (`{root, pattern}`): number of radicals, weakness, the
 * labels of its radicals and the named type. With a verb, `augmented` says whether the pattern
 * adds letters (everything but I and QI).
 */
export function classify(input: string | VerbInput): Classification {
  if (typeof input === 'string') {
    const radicals = parseRoot(input);
    return { radicals: radicals.length as 3 | 4, weak: radicals.some((r) => r === WAW || r === YEH), ...typeOfRadicals(radicals) };
  }
  // The same checks as conjugate and derive: a verb line the engine rejects is rejected here too.
  const { radicals, pattern } = checkVerb(input);
  const augmented = pattern !== 'I' && pattern !== 'QI';
  const t = typeOfRadicals(radicals);
  return {
    radicals: radicals.length as 3 | 4,
    augmented,
    weak: radicals.some((r) => r === WAW || r === YEH),
    labels: t.labels,
    type: t.type,
    ar: `${t.ar}، ${augmented ? 'مزيد' : 'مجرد'}`,
    en: `${t.en}, ${augmented ? 'augmented' : 'unaugmented'}`,
  };
}
