import { describe, expect, it } from 'vitest';
import { readablePath } from './ErrorPage.tsx';
import { isPersonalRole, timeZoneList } from './profile-fields.tsx';

describe('registration fields by role', () => {
  it('asks a person (student, teacher) for personal fields, not a school', () => {
    expect(isPersonalRole('student', '')).toBe(true);
    expect(isPersonalRole('educator', 'teacher')).toBe(true);
    expect(isPersonalRole('', '')).toBe(true);
    expect(isPersonalRole('educator', 'school')).toBe(false);
  });

  it('offers every IANA time zone, sorted', () => {
    const zones = timeZoneList();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain('Asia/Riyadh');
    expect(zones).toContain('Africa/Cairo');
    expect([...zones].sort()).toEqual(zones);
  });
});

describe('the 404 page’s path', () => {
  it('shows Arabic as written, and a path that is not valid UTF-8 as sent', () => {
    expect(readablePath('/ar/%D9%83%D8%AA%D8%A8')).toBe('/ar/كتب');
    expect(readablePath('/ar/%E0%A4%A')).toBe('/ar/%E0%A4%A');
  });
});
