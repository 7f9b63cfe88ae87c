import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ObjectivesStep } from './ObjectivesStep.tsx';

/**
 * Session 25 (issue 31): a type the chosen formats cannot ask is refused by name at generation;
 * step 1 says before the choice which types each format leaves out, in both languages, for the
 * formats the plan offers.
 */
function page(locale: 'ar' | 'en', formats: readonly string[]): string {
  const Stub = createRoutesStub([{ path: '/:locale', Component: () => <ObjectivesStep exam={null} result={undefined} busy={false} formats={formats} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={[`/${locale}`]} />).replace(/&quot;/g, '"');
}

describe('exam setup, step 1: formats and the types they ask', () => {
  it('names the only types a typed answer asks, and those true or false leaves out', () => {
    const en = page('en', ['multiple_choice', 'true_false', 'typed']);
    expect(en).toMatch(/Typed answers are asked only of: [^.]*Conjugate[^.]*\./);
    expect(en).not.toMatch(/Typed answers are asked only of: [^.]*Identify the root/);
    expect(en).toMatch(/True or false is not asked of: [^.]*Mood in context/);
    expect(en).not.toMatch(/True or false is not asked of: [^.]*What a derived form adds/);
    const ar = page('ar', ['multiple_choice', 'true_false', 'typed']);
    expect(ar).toContain('لا تُطرَح كتابةُ الإجابة إلا في: ');
    expect(ar).toContain('لا يُطرَح «صواب أم خطأ» في: ');
  });

  it('says nothing of a format the plan does not offer', () => {
    const en = page('en', ['multiple_choice']);
    expect(en).not.toContain('Typed answers are asked only of');
    expect(en).not.toContain('True or false is not asked of');
  });
});
