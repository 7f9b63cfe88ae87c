export { derive, type DeriveInput, type Derivation, type DerivedNouns, type DeriveNote, type AttestedNouns } from './derive.ts';
export { checkVerb, type CheckedVerb } from './verb.ts';
