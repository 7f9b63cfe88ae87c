import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPlainText, plainText, requiredText, type TextLines } from './fields.ts';

/** The rule written out by code point, independently of the regular expressions under test. */
function refusedCodePoint(cp: number, lines: TextLines): boolean {
  if (lines === 'multi' && (cp === 0x09 || cp === 0x0a || cp === 0x0d)) return false;
  const control = cp <= 0x1f || (cp >= 0x7f && cp <= 0x9f);
  const surrogate = cp >= 0xd800 && cp <= 0xdfff; // only a lone one: a pair is one code point
  const nonCharacter = (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe;
  return control || surrogate || nonCharacter;
}
const oracle = (s: string, lines: TextLines) => ![...s].some((ch) => refusedCodePoint(ch.codePointAt(0)!, lines));

/** Any code unit sequence: every code point, lone surrogates included, with the edges made likely. */
const anyChar = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp)),
  fc.constantFrom(
    '\0',
    '\t',
    '\n',
    '\r',
    '\x1f',
    ' ',
    '\x7e',
    '\x7f',
    '\x80',
    '\x9f',
    '\xa0',
    '\ud7ff',
    '\ud800',
    '\udbff',
    '\udc00',
    '\udfff',
    '\ue000',
    '\ufdcf',
    '\ufdd0',
    '\ufdef',
    '\ufdf0',
    '\ufffd',
    '\ufffe',
    '\uffff',
    '\u{1fffe}',
    '\u{10ffff}',
    '\u{10fffd}',
  ),
  fc.constantFrom('ك', 'تَ', '\u200c', '\u200f', '\u061c', '\u202e', 'é', '😀'),
);
const anyText = fc.array(anyChar, { maxLength: 20 }).map((units) => units.join(''));
const plainChar = anyChar.filter((ch) => oracle(ch, 'single'));
const plain = fc.array(plainChar, { maxLength: 12 }).map((units) => units.join(''));
const refusedChar = (lines: TextLines) => anyChar.filter((ch) => ch.length > 0 && !oracle(ch, lines));

describe('isPlainText (the refinement of every free-text field)', () => {
  it('refuses exactly the control characters, lone surrogates and noncharacters, one line or several', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom<TextLines>('single', 'multi'), (s, lines) => isPlainText(s, lines) === oracle(s, lines)),
      { numRuns: 5000 },
    );
  });

  it('one refused character anywhere in an accepted text makes the field a 422 `text_characters`', () => {
    const field = (lines: TextLines) => requiredText({ max: 1000, lines });
    fc.assert(
      fc.property(plain, refusedChar('multi'), plain, fc.constantFrom<TextLines>('single', 'multi'), (before, bad, after, lines) => {
        // `x` around the refused character: trimming must not be what removes it
        const r = field(lines).safeParse(`x${before}${bad}${after}x`);
        return !r.success && r.error.issues.some((i) => i.message === 'text_characters');
      }),
    );
  });

  it('text made only of accepted characters passes the refinement', () => {
    const schema = plainText(z.string());
    fc.assert(fc.property(plain, (s) => schema.safeParse(s).success));
  });

  it('several lines keep line feeds, carriage returns and tabs; one line refuses them', () => {
    for (const ch of ['\n', '\r', '\t']) {
      expect(isPlainText(`a${ch}b`, 'multi')).toBe(true);
      expect(isPlainText(`a${ch}b`, 'single')).toBe(false);
    }
    expect(isPlainText('a\u2028b')).toBe(true); // a separator, not a control character
  });
});
