/**
 * Bidirectional paragraphs for the PDF writer (docs/decisions/0031-exam-pdf.md). pdfkit draws a
 * string as one run and fontkit shapes it (joining, ligatures, GPOS mark positioning) and puts an
 * Arabic run's glyphs right to left, but neither knows the Unicode Bidirectional Algorithm: a line
 * mixing Arabic and English, or an Arabic line with a number in it, would come out in the wrong
 * order. So a paragraph is handled as a browser does it: embedding levels for the whole paragraph
 * (UAX #9, bidi-js), lines wrapped in logical order, then each line cut into runs of one level and
 * one face, and the runs put in visual order (rule L2). The caller draws the runs left to right.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';
/** The two faces of a page: the Arabic one (with its own Latin) and a Latin one for what it lacks. */
export type Face = 'arabic' | 'latin';

/** A run of one embedding level and one face, in visual order; `text` as the shaper takes it. */
export interface Piece {
  text: string;
  rtl: boolean;
  face: Face;
  width: number;
}

export interface Line {
  pieces: Piece[];
  width: number;
}

export interface Typesetter {
  /** The width of a run as it will be drawn (shaped), in points. */
  measure(text: string, face: Face): number;
  /** Whether a face has a glyph for a character. */
  covers(face: Face, codePoint: number): boolean;
}

/** Explicit directional formatting characters: they steer the algorithm and are not drawn. */
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const CONTROLS_ALL = new RegExp(CONTROLS.source, 'g');
/** A letter of a right-to-left script: the shaper recognises the run as Arabic and orders it right to left. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** A mark that belongs to the character before it: never a break or a change of face before it. */
const MARK = /\p{M}/u;

/** A character's mirror image in right-to-left text (UAX #9 rule L4: brackets, quotes), or itself. */
export const mirrored = (c: string): string => bidi.getMirroredCharacter(c) ?? c;

/**
 * A right-to-left run as the shaper needs it, its brackets and quotes mirrored (rule L4: the font
 * has no `rtlm` for them that fontkit applies). With an Arabic letter in it, fontkit orders it right
 * to left itself; a run of neutrals only (a bracket, a dash between spaces) is not seen as Arabic
 * and is reversed here.
 */
function rtlRunText(text: string): string {
  const chars = [...text].map(mirrored);
  return RTL_LETTER.test(text) ? chars.join('') : chars.reverse().join('');
}

/**
 * The face of each character: the Arabic face in right-to-left runs and for Arabic letters, the
 * Latin face otherwise, each standing in for what the other lacks (transliteration such as ʿ or ḥ);
 * a mark keeps the face of its letter.
 */
function facesOf(text: string, levels: Uint8Array, ts: Typesetter): Face[] {
  const faces: Face[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (MARK.test(c) && i > 0) {
      faces.push(faces[i - 1]!);
      continue;
    }
    const cp = c.codePointAt(0)!;
    const preferred: Face = RTL_LETTER.test(c) || levels[i]! % 2 === 1 ? 'arabic' : 'latin';
    const other: Face = preferred === 'arabic' ? 'latin' : 'arabic';
    faces.push(ts.covers(preferred, cp) || !ts.covers(other, cp) ? preferred : other);
  }
  return faces;
}

interface Run {
  text: string;
  level: number;
  face: Face;
}

/** The runs of `text[start, end)` in visual order (UAX #9 L2); `levels` and `faces` are the paragraph's. */
function visualRuns(text: string, levels: Uint8Array, faces: Face[], start: number, end: number, ts: Typesetter): Piece[] {
  const runs: Run[] = [];
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (CONTROLS.test(c)) continue;
    const last = runs[runs.length - 1];
    if (last && last.level === levels[i] && last.face === faces[i]) last.text += c;
    else runs.push({ text: c, level: levels[i]!, face: faces[i]! });
  }
  if (runs.length === 0) return [];
  const max = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 === 1 ? r.level : r.level + 1)));
  for (let level = max; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j + 1 < runs.length && runs[j + 1]!.level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs.map((r) => {
    const rtl = r.level % 2 === 1;
    const drawn = rtl ? rtlRunText(r.text) : r.text;
    return { text: drawn, rtl, face: r.face, width: ts.measure(drawn, r.face) };
  });
}

interface Span {
  start: number;
  end: number;
}

/** Where a line may break: after spaces. */
function words(text: string): Span[] {
  const out: Span[] = [];
  const re = /[^ ]+ */g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

/** A word too long for a line, cut between letters (never before a mark). */
function splitLong(text: string, span: Span, width: number, widthOf: (s: Span) => number): Span[] {
  const out: Span[] = [];
  let from = span.start;
  while (from < span.end) {
    const next = (i: number) => {
      let j = i + 1;
      while (j < span.end && MARK.test(text[j]!)) j++;
      return j;
    };
    let to = next(from);
    while (to < span.end && widthOf({ start: from, end: next(to) }) <= width) to = next(to);
    out.push({ start: from, end: to });
    from = to;
  }
  return out;
}

/**
 * Lays a paragraph out in lines of at most `width` points, each line's runs in visual order.
 * `direction` is the paragraph's (the page's language), not guessed from the text.
 */
export function layoutParagraph(input: string, direction: Direction, width: number, ts: Typesetter): Line[] {
  const text = input.normalize('NFC').replace(/[\t\n\r]+/g, ' ');
  if (text.trim() === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const faces = facesOf(text, levels, ts);
  // a span's width as its runs are drawn (its spaces excluded)
  const widthOf = (s: Span) => {
    let e = s.end;
    while (e > s.start && text[e - 1] === ' ') e--;
    return visualRuns(text, levels, faces, s.start, e, ts).reduce((sum, p) => sum + p.width, 0);
  };
  const lineOf = (start: number, end: number): Line => {
    let e = end;
    while (e > start && text[e - 1] === ' ') e--;
    const pieces = visualRuns(text, levels, faces, start, e, ts);
    return { pieces, width: pieces.reduce((s, p) => s + p.width, 0) };
  };
  const spaceWidth = ts.measure(' ', direction === 'rtl' ? 'arabic' : 'latin');
  const lines: Line[] = [];
  let lineStart = -1;
  let lineEnd = -1;
  let used = 0;
  const spans = words(text).flatMap((w) => (widthOf(w) > width ? splitLong(text, w, width, widthOf) : [w]));
  for (const w of spans) {
    const wordWidth = widthOf(w);
    const trailing = w.end - w.start - text.slice(w.start, w.end).trimEnd().length;
    if (lineStart >= 0 && used + wordWidth > width) {
      lines.push(lineOf(lineStart, lineEnd));
      lineStart = -1;
      used = 0;
    }
    if (lineStart < 0) lineStart = w.start;
    lineEnd = w.end;
    used += wordWidth + spaceWidth * trailing;
  }
  if (lineStart >= 0) lines.push(lineOf(lineStart, lineEnd));
  return lines;
}

export const stripControls = (s: string) => s.replace(CONTROLS_ALL, '');
