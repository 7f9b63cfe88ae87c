import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeRoster } from '../../src/roster/decode.ts';
import { readCsv, roleOf, suggestMapping } from '../../src/roster/read.ts';

describe('reading a roster file', () => {
  it('tells UTF-8, UTF-8 with a BOM and Windows-1256 apart', () => {
    const text = 'الاسم,البريد\nمريم,m@example.test\n';
    expect(decodeRoster(Buffer.from(text, 'utf8'))).toEqual({ text, encoding: 'utf-8', guessed: false });
    expect(decodeRoster(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]))).toEqual({ text, encoding: 'utf-8', guessed: false });
    expect(decodeRoster(iconv.encode(text, 'windows-1256'))).toEqual({ text, encoding: 'windows-1256', guessed: true });
  });

  it('finds the separator on the header line, outside quotes', () => {
    expect(readCsv(Buffer.from('"a,b";c\n1;2\n')).delimiter).toBe(';');
    expect(readCsv(Buffer.from('name,email\nA,b@c.d\n'))).toMatchObject({ delimiter: ',', headers: ['name', 'email'], rows: [['A', 'b@c.d']] });
    expect(readCsv(Buffer.from('name\temail\nA\tb@c.d\n')).delimiter).toBe('\t');
  });

  it('refuses a row of more than 200 columns, naming its line (a file of commas is no roster)', () => {
    expect(() => readCsv(Buffer.from(`name,email\nA,b@c.d\n${','.repeat(200)}\n`))).toThrow(
      expect.objectContaining({ statusCode: 422, messageKey: 'roster_too_many_columns', params: { number: 200, line: 3 } }),
    );
    expect(readCsv(Buffer.from(`${'h,'.repeat(199)}h\n1\n`)).headers).toHaveLength(200);
  });

  it('suggests columns by their English or Arabic names, each column once', () => {
    expect(suggestMapping(['Full Name', 'E-mail', 'الصف', 'Notes'])).toMatchObject({ full_name: 'Full Name', email: 'E-mail', class_name: 'الصف', username: null, phone: null });
    expect(suggestMapping(['name', 'name'])).toMatchObject({ full_name: 'name' });
  });

  it('reads a role in either language; an empty cell is the default', () => {
    expect(roleOf('معلّم', 'student')).toBe('teacher');
    expect(roleOf(' Student ', 'teacher')).toBe('student');
    expect(roleOf('', 'student')).toBe('student');
    expect(roleOf('janitor', 'student')).toBeNull();
  });
});
