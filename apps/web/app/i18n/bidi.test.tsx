import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BidiText, isolateArabic } from './bidi.tsx';
import { rich } from './rich.tsx';

describe('isolateArabic', () => {
  it('isolates each Arabic run, splitting at punctuation but not at spaces', () => {
    const html = renderToStaticMarkup(<p>{isolateArabic('giving كَتَبْنَ. The form لَنْ يَكْتُبُوا is')}</p>);
    expect(html).toBe('<p>giving <bdi lang="ar" dir="rtl" class="ar-inline">كَتَبْنَ</bdi>. The form <bdi lang="ar" dir="rtl" class="ar-inline">لَنْ يَكْتُبُوا</bdi> is</p>');
  });

  it('leaves Latin-only text alone', () => {
    expect(renderToStaticMarkup(<p>{isolateArabic('plain text')}</p>)).toBe('<p>plain text</p>');
  });
});

describe('BidiText', () => {
  it('marks Latin runs in Arabic text as English, left to right, and Arabic runs in English text as Arabic', () => {
    expect(
      renderToStaticMarkup(
        <p>
          <BidiText locale="ar" text="الوزن II فَعَّلَ (Form II)" />
        </p>,
      ),
    ).toBe('<p>الوزن <bdi lang="en" dir="ltr">II</bdi> فَعَّلَ (<bdi lang="en" dir="ltr">Form II</bdi>)</p>');
    expect(
      renderToStaticMarkup(
        <p>
          <BidiText locale="en" text="II فَعَّلَ" />
        </p>,
      ),
    ).toBe('<p>II <bdi lang="ar" dir="rtl" class="ar-inline">فَعَّلَ</bdi></p>');
  });
});

describe('rich', () => {
  it('puts React nodes into a translated sentence without splitting it into pieces', () => {
    const html = renderToStaticMarkup(<p>{rich('الصفحة غير موجودة: {path}', { path: <bdi dir="ltr">/ar/x</bdi> })}</p>);
    expect(html).toBe('<p>الصفحة غير موجودة: <bdi dir="ltr">/ar/x</bdi></p>');
  });
});
