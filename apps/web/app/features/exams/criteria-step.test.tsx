import type { ExamDetails } from '@tasreef/contracts/exams';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CriteriaStep, type VerbChoice } from './CriteriaStep.tsx';

/**
 * Issue 37, defect 10: the criteria step's verb box said "untick to drop" over the unticked verbs a
 * search found, and showed an English search's label glued to its meaning ("write — write;
 * inscribe") inside an Arabic isolate. Found verbs are now their own group ("tick to add"), each
 * with its Arabic forms and its English meaning isolated as English.
 */
const exam = { id: 'e1', request: { criteria: {} } } as unknown as ExamDetails;
const write: VerbChoice = { id: 'ktb-I1', label: 'كَتَبَ يَكْتُبُ', meaning: 'write; inscribe' };
const go: VerbChoice = { id: 'dhhb-I1', label: 'ذَهَبَ يَذْهَبُ', meaning: 'go' };

function render(locale: 'ar' | 'en', found: VerbChoice[] | null, chosenVerbs: VerbChoice[]): string {
  const Stub = createRoutesStub([
    {
      path: '/:locale',
      Component: () => <CriteriaStep exam={exam} result={undefined} busy={false} found={found} chosenVerbs={chosenVerbs} verbQuery="write" available={undefined} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[`/${locale}`]} />);
}

const groups = (html: string) => [...html.matchAll(/<fieldset[^>]*><legend>([^<]*)<\/legend>(.*?)<\/fieldset>/g)].map((m) => ({ legend: m[1], body: m[2]! }));

describe("the criteria step's verb box", () => {
  it('puts the verbs a search found, unticked, under "tick to add", not under "untick to drop"', () => {
    const html = render('en', [write, go], [go]);
    const [chosen, found] = groups(html);
    expect(chosen!.legend).toBe('Chosen verbs (untick to drop)');
    expect(chosen!.body.match(/type="checkbox"/g)).toHaveLength(1);
    expect(chosen!.body).toContain('checked=""');
    expect(found!.legend).toBe('Verbs found (tick to add)');
    expect(found!.body).toContain('value="ktb-I1"');
    expect(found!.body).not.toContain('checked');
    expect(found!.body).not.toContain('dhhb-I1');
  });
  it('shows the Arabic forms as Arabic and the meaning apart as English, in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      const html = render(locale, [write], []);
      expect(html).toContain('<bdi lang="ar" dir="rtl" class="arabic">كَتَبَ يَكْتُبُ</bdi> <bdi lang="en" dir="ltr" class="muted">(write; inscribe)</bdi>');
      expect(html).not.toContain('—');
    }
    expect(groups(render('ar', [write], []))[0]!.legend).toBe('الأفعال التي وُجدت (ضع علامة للإضافة)');
  });
  it('gives the search its own wide field (the members search narrows its second child)', () => {
    expect(render('en', null, [])).toContain('class="members-search verb-search"');
  });
});
