import { ROOT_TYPES } from '@tasreef/contracts/exams';

/**
 * Practice for a group: its pattern (form I's babs practise as form I), its root, or its root type
 * when the group's verb type belongs to one family only (hollow_waw → hollow; not hamzated_first_defective_ya).
 */
export function practiceQuery(group: { name: string; kind: string }, firstRoot: string | undefined): string | null {
  if (group.kind === 'pattern') return `pattern=${encodeURIComponent(group.name.slice('pattern-'.length).replace(/^I\d$/, 'I'))}`;
  if (group.kind === 'root' && firstRoot) return `root=${encodeURIComponent(firstRoot)}`;
  if (group.kind === 'type') {
    const words = group.name.slice('type-'.length).split(/[_+]/);
    // «sound» beside another family only says the rest is sound (quadriliteral_sound)
    const named = words.filter((w) => (ROOT_TYPES as readonly string[]).includes(w));
    const families = named.length > 1 ? named.filter((w) => w !== 'sound') : named;
    return families.length === 1 && words[0] === families[0] ? `root_type=${families[0]}` : null;
  }
  return null;
}
