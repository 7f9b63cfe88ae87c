import { describe, expect, it } from 'vitest';
import { GRADE_SCALE_PRESETS, bandIssues, gradeOf, gradeScaleInputSchema, isPresetBands, normalizeCertificateCode } from './grades.ts';
import { localizeIssue } from './messages.ts';

const letters = GRADE_SCALE_PRESETS.letters.bands;
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');

describe('grade bands', () => {
  it('both presets cover 0–100 once', () => {
    for (const p of Object.values(GRADE_SCALE_PRESETS)) expect(bandIssues(p.bands)).toEqual([]);
  });

  it('a score falls in the band from its start up to, not including, its end; 100 in the top band', () => {
    expect([0, 59.99, 60, 69.5, 79, 80, 89.99, 90, 100].map((s) => gradeOf(letters, s))).toEqual(['F', 'F', 'D', 'D', 'C', 'B', 'B', 'A', 'A']);
    expect(gradeOf(letters, null)).toBeNull();
  });

  it('overlap, gap, start and end are each named, in whatever order the bands come', () => {
    const issues = bandIssues([
      { from: 0, to: 40, label: 'low' },
      { from: 60, to: 95, label: 'high' },
      { from: 30, to: 60, label: 'mid' },
    ]);
    expect(issues.map((i) => [i.message, Object.fromEntries(Object.entries(i.params ?? {}).map(([k, v]) => [k, plain(v)]))])).toEqual([
      ['grades_bands_overlap', { first: 'low', first_from: '0', first_to: '40', second: 'mid', second_from: '30', second_to: '60' }],
      ['grades_bands_end', { band: 'high', band_from: '60', band_to: '95' }],
    ]);
    const gap = bandIssues([
      { from: 10, to: 50, label: 'a' },
      { from: 55, to: 100, label: 'b' },
    ]);
    expect(gap.map((i) => i.message)).toEqual(['grades_bands_start', 'grades_bands_gap']);
  });

  it('the schema carries the bands in its issue, localized in both languages', () => {
    const r = gradeScaleInputSchema.safeParse({
      name: 'x',
      bands: [
        { from: 0, to: 60, label: 'راسب' },
        { from: 50, to: 100, label: 'ناجح' },
      ],
    });
    expect(r.success).toBe(false);
    const issue = r.error!.issues[0]!;
    expect(issue.path).toEqual(['bands', 1, 'from']);
    const params = (issue as unknown as { params: Record<string, string> }).params;
    expect(localizeIssue({ message: issue.message, params }, 'en')).toBe(
      'Bands “\u2068راسب\u2069” (0–60) and “\u2068ناجح\u2069” (50–100) overlap: a band starts where the one below it ends',
    );
    expect(plain(localizeIssue({ message: issue.message, params }, 'ar'))).toBe('الفئتان «راسب» (من 0 إلى 60) و«ناجح» (من 50 إلى 100) متداخلتان: تبدأ الفئة حيث تنتهي التي تحتها');
  });

  it('a preset copied as it is is recognised, in any order; a changed band is not', () => {
    expect(isPresetBands([...letters].reverse())).toBe(true);
    expect(isPresetBands(letters.map((b) => (b.label === 'A' ? { ...b, label: 'A+' } : b)))).toBe(false);
  });
});

describe('certificate codes', () => {
  it('typed codes are read leniently: case, spaces, dashes, O for 0, I and L for 1', () => {
    expect(normalizeCertificateCode('abcd efgh jkmn pq10')).toBe('ABCD-EFGH-JKMN-PQ10');
    expect(normalizeCertificateCode('ABCD-EFGH-JKMN-PQIO')).toBe('ABCD-EFGH-JKMN-PQ10');
    expect(normalizeCertificateCode('ABCD-EFGH-JKMN-PQLo')).toBe('ABCD-EFGH-JKMN-PQ10');
  });
  it('anything else is not a code', () => {
    for (const bad of ['', 'ABCD', 'ABCD-EFGH-JKMN-PQRSX', 'ABCD-EFGH-JKMN-PQRU', '../../etc']) expect(normalizeCertificateCode(bad)).toBeNull();
  });
});
