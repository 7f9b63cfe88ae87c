import { describe, expect, it } from 'vitest';
import { practiceQuery } from './links.ts';

describe('practice links from keyword groups', () => {
  it.each([
    [{ name: 'pattern-I1', kind: 'pattern' }, undefined, 'pattern=I'],
    [{ name: 'pattern-X', kind: 'pattern' }, undefined, 'pattern=X'],
    [{ name: 'root-ktb', kind: 'root' }, 'كتب', `root=${encodeURIComponent('كتب')}`],
    [{ name: 'type-hollow_waw', kind: 'type' }, undefined, 'root_type=hollow'],
    [{ name: 'type-quadriliteral_sound', kind: 'type' }, undefined, 'root_type=quadriliteral'],
    [{ name: 'type-sound', kind: 'type' }, undefined, 'root_type=sound'],
    [{ name: 'type-hamzated_first_defective_ya', kind: 'type' }, undefined, null],
    [{ name: 'most-frequent', kind: 'frequent' }, undefined, null],
  ])('%o → %s', (group, root, want) => {
    expect(practiceQuery(group, root)).toBe(want);
  });
});
