/**
 * Makes pdfkit's embedded font say which characters each drawn glyph stands for, so that copying
 * or extracting text (pdftotext) gives back the Arabic as written, with its diacritics and in order
 * (docs/decisions/0031-exam-pdf.md). Three things in pdfkit 0.20 / fontkit 2 stand in the way:
 *
 * 1. fontkit keeps one glyph object per glyph id, with the code points of the first string that
 *    used it. Arabic fonts share outlines between letters told apart by dots (ر and ز, ع and غ, the
 *    dotless teeth of ب ت ث ن ي), so the second letter was written as the first.
 * 2. pdfkit's subset maps each glyph id to one text (ToUnicode), so even with the right code points
 *    a shared outline could stand for one letter only. Here each (glyph, text) pair gets its own
 *    glyph in the subset (same outline, its own ToUnicode entry).
 * 3. A diacritic is drawn raised or lowered to its anchor on the letter. Extractors such as poppler
 *    end a word at a glyph off the baseline, so the marks came out as words of their own,
 *    scattered. Here a mark's glyph carries no text and the letter it sits on carries the letter
 *    and its marks, in the order written.
 *
 * And one more, for speed: pdfkit parses the font file again for every document, and fontkit
 * decodes the layout tables (GSUB, GPOS) again on first use; each document's font is given the
 * fontkit font of the first document instead (its subset stays the document's own).
 *
 * This reaches into pdfkit's EmbeddedFont (`encode`, `subset`, `unicode`, `widths`); pdfkit is
 * pinned, and test/exams/pdf.test.ts extracts the text of every PDF it makes, so an upgrade that
 * changes these fails there.
 */
import { mirrored } from './bidi-text.ts';

interface FontkitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
  isMark: boolean;
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): FontkitGlyph;
  createSubset(): PdfkitEmbeddedFont['subset'];
}

interface PdfkitEmbeddedFont {
  font: FontkitFont;
  subset: { glyphs: number[]; mapping: Record<number, number>; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  layout(text: string, features?: string[]): { glyphs: FontkitGlyph[]; positions: unknown[] };
  encode(text: string, features?: string[]): [string[], unknown[]];
}

const patched = new WeakSet<object>();
/** The direction of the run being drawn and of its page (poppler orders a whole page by its main direction) (set by the writer before each run). */
const runs = new WeakMap<object, RunDirection>();
interface RunDirection {
  rtl: boolean;
  pageRtl: boolean;
}
/** RIGHT-TO-LEFT MARK: invisible, of type R. */
const RLM = 0x200f;
const hex4 = (n: number) => n.toString(16).padStart(4, '0');
const sameCodePoints = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((c, i) => c === b[i]);
const unmirror = (c: number) => mirrored(String.fromCodePoint(c)).codePointAt(0)!;

/**
 * The text each glyph of a run stands for. In a right-to-left run (glyphs in visual order, marks
 * before the letter they sit on) a mark's text moves onto its letter, written letter first. For
 * poppler, which lays a glyph's characters out left to right and then reverses right-to-left runs,
 * the letter's characters are given in visual order. Brackets and quotes were mirrored for drawing
 * (bidi-text.ts); their text is the character as written.
 */
function textOfGlyphs(glyphs: readonly FontkitGlyph[], { rtl, pageRtl }: RunDirection): number[][] {
  if (!rtl) return glyphs.map((g) => g.codePoints);
  const out: number[][] = [];
  let marks: number[] = [];
  for (const g of glyphs) {
    if (g.isMark) {
      marks = [...g.codePoints, ...marks];
      out.push([]);
    } else if (g.codePoints.length > 0) {
      const logical = [...g.codePoints.map(unmirror), ...marks];
      marks = [];
      out.push(logical.reverse());
    } else out.push([]);
  }
  // marks with no letter after them in this run (should not happen): keep their text
  if (marks.length > 0) out[out.length - 1] = [...out[out.length - 1]!, ...marks];
  // On a left-to-right page poppler reverses from the first right-to-left letter on: the marks of
  // the run's last letter, left of it, would stay outside. An RLM before them (after them once
  // reversed: the end of the Arabic) brings them in.
  const first = out.findIndex((cps) => cps.length > 0);
  if (!pageRtl && first >= 0 && /\p{M}/u.test(String.fromCodePoint(out[first]![0]!))) out[first] = [RLM, ...out[first]!];
  return out;
}

/** Tells the font the direction of the run about to be drawn, and of its page (poppler orders a whole page by its main direction). */
export function setRunDirection(embedded: unknown, rtl: boolean, pageRtl: boolean): void {
  runs.set(embedded as object, { rtl, pageRtl });
}

/** One parsed fontkit font per face, shared by every document. */
const shared = new Map<string, FontkitFont>();

/** Glyphs that carry the code points they were asked for, not those of the glyph's first use. */
function withTrueCodePoints(fontkit: FontkitFont): void {
  if (patched.has(fontkit)) return;
  patched.add(fontkit);
  const cachedGlyph = fontkit.getGlyph.bind(fontkit);
  fontkit.getGlyph = (id, codePoints) => {
    const g = cachedGlyph(id, codePoints);
    if (!codePoints || sameCodePoints(g.codePoints, codePoints)) return g;
    const isMark = codePoints.length > 0 && codePoints.every((c) => /\p{M}/u.test(String.fromCodePoint(c)));
    return Object.create(g, { codePoints: { value: codePoints }, isMark: { value: isMark } }) as FontkitGlyph;
  };
}

/** Prepares a document's font (pdfkit's current font, just selected) named `name`; once per font. */
export function makeExtractable(embedded: unknown, name: string): void {
  const font = embedded as PdfkitEmbeddedFont;
  if (patched.has(font) || typeof font.encode !== 'function' || !font.subset || !font.font) return;
  patched.add(font);

  const known = shared.get(name);
  if (known && known !== font.font) {
    font.font = known;
    font.subset = known.createSubset();
  } else shared.set(name, font.font);
  withTrueCodePoints(font.font);

  const subsetIds = new Map<string, number>();
  font.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const texts = textOfGlyphs(glyphs, runs.get(this) ?? { rtl: false, pageRtl: false });
    const encoded = glyphs.map((glyph, i) => {
      const cps = texts[i]!;
      const key = `${glyph.id}:${cps.join(',')}`;
      let gid = subsetIds.get(key);
      if (gid === undefined) {
        if (this.subset.mapping[glyph.id] === undefined) gid = this.subset.includeGlyph(glyph.id);
        else {
          this.subset.glyphs.push(glyph.id);
          gid = this.subset.glyphs.length - 1;
        }
        subsetIds.set(key, gid);
        this.widths[gid] = glyph.advanceWidth * this.scale;
        this.unicode[gid] = cps;
      }
      return hex4(gid);
    });
    return [encoded, positions];
  };
}
