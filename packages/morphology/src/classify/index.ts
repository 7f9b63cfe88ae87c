export { classify, typeOfRadicals, type Classification } from './classify.ts';
export { LABELS, VERB_TYPES, type LabelId, type NamedVerbTypeId, type VerbTypeId } from './taxonomy.ts';
