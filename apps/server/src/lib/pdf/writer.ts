/**
 * A page writer over pdfkit for documents in one language: Arabic pages right to left (text
 * right-aligned, numbers and indents on the right), English left to right. It knows paragraphs,
 * headings, numbered items, rules and lines to write on, and turns pages; the exam and result
 * documents say what goes on the page, not where.
 */
import PDFDocument from 'pdfkit';
import { dirOf, type Locale } from '@tasreef/contracts';
import { layoutParagraph, type Direction, type Face, type Line, type Typesetter } from './bidi-text.ts';
import { makeExtractable, setRunDirection } from './extractable-font.ts';
import { pdfFonts, type FontWeight } from './fonts.ts';

/** A4 in points, margins of about 2 cm. */
const PAGE = { width: 595.28, height: 841.89, margin: 56, footer: 40 };
/** Naskh needs room above and below for its marks: lines are 1.8 × the size apart. */
const LEADING = 1.8;

export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const ACCENT = '#0b5d4b';
export const RULE = '#bbbbbb';

export interface TextStyle {
  size?: number;
  weight?: FontWeight;
  color?: string;
  /** Points from the start side (the right on an Arabic page). */
  indent?: number;
  /** Points kept free on the end side. */
  endIndent?: number;
  /** Space after the paragraph, in points. */
  after?: number;
  /** The paragraph's own direction, when it is not the page's (an Arabic form on an English page). */
  direction?: Direction;
  /**
   * Where its lines sit: the paragraph's start side (default), centred, or the page's start side
   * (a left-to-right value under its Arabic label on an Arabic page).
   */
  align?: 'start' | 'center' | 'page';
}

export interface DocumentInfo {
  locale: Locale;
  title: string;
  subject: string;
  /** Fixed dates give the same bytes for the same input. */
  date: Date;
  footer: (page: number, pages: number) => string;
}

/** Widths of runs per point of size, shared by all documents (the same forms recur across exams). */
const widths = new Map<string, number>();
const WIDTHS_MAX = 20_000;

/** Naskh looks smaller than Latin at the same size: Arabic words in an English line are set larger. */
const scaleOf = (face: Face, page: Direction) => (face === 'arabic' && page === 'ltr' ? 1.15 : 1);

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly dir: Direction;
  readonly locale: Locale;
  y = PAGE.margin;
  private readonly info: DocumentInfo;

  constructor(info: DocumentInfo) {
    this.info = info;
    this.locale = info.locale;
    this.dir = dirOf(info.locale);
    const fonts = pdfFonts();
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      bufferPages: true,
      autoFirstPage: true,
      font: fonts.latin.regular as unknown as string,
      lang: info.locale,
      displayTitle: true,
      info: { Title: info.title, Subject: info.subject, Creator: 'Tasreef', Producer: 'Tasreef', CreationDate: info.date, ModDate: info.date },
    } as PDFKit.PDFDocumentOptions);
    for (const face of ['arabic', 'latin'] as const) for (const weight of ['regular', 'bold'] as const) this.doc.registerFont(`${face}-${weight}`, fonts[face][weight]);
    this.use('latin', 'regular', 11);
  }

  get contentWidth(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private use(face: Face, weight: FontWeight, size: number): void {
    const name = `${face}-${weight}`;
    this.doc.font(name).fontSize(size);
    makeExtractable((this.doc as unknown as { _font: unknown })._font, name);
  }

  /** The width of a run as drawn, in points (fontkit shapes the whole run). */
  measure(text: string, face: Face, weight: FontWeight, size: number): number {
    const key = `${face}-${weight}\u0000${text}`;
    let perPoint = widths.get(key);
    if (perPoint === undefined) {
      this.use(face, weight, 1000);
      perPoint = this.doc.widthOfString(text, { features: [] } as PDFKit.Mixins.TextOptions) / 1000;
      if (widths.size >= WIDTHS_MAX) widths.clear();
      widths.set(key, perPoint);
    }
    return perPoint * scaleOf(face, this.dir) * size;
  }

  typesetter(weight: FontWeight, size: number): Typesetter {
    return { measure: (t, face) => this.measure(t, face, weight, size), covers: (face, cp) => this.covers(face, cp) };
  }

  private readonly charMaps = new Map<Face, { hasGlyphForCodePoint(cp: number): boolean }>();

  /** Whether a face has a glyph for a character (fontkit's character map of the embedded font). */
  covers(face: Face, codePoint: number): boolean {
    let map = this.charMaps.get(face);
    if (!map) {
      this.use(face, 'regular', 11);
      map = (this.doc as unknown as { _font: { font: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
      this.charMaps.set(face, map);
    }
    return map.hasGlyphForCodePoint(codePoint);
  }

  lines(text: string, style: TextStyle = {}): Line[] {
    const width = this.contentWidth - (style.indent ?? 0) - (style.endIndent ?? 0);
    return layoutParagraph(text, style.direction ?? this.dir, width, this.typesetter(style.weight ?? 'regular', style.size ?? 11));
  }

  lineHeight(size = 11): number {
    return size * LEADING;
  }

  /** Room left on this page, in points. */
  get room(): number {
    return PAGE.height - PAGE.margin - PAGE.footer - this.y;
  }

  /** A new page unless `height` points still fit on this one. */
  keep(height: number): void {
    if (height > this.room && this.y > PAGE.margin) this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  /** The x of a box of `width` placed `indent` points from the start side. */
  boxX(width: number, indent = 0): number {
    return this.dir === 'rtl' ? PAGE.width - PAGE.margin - indent - width : PAGE.margin + indent;
  }

  /** Draws one laid-out line with its baseline at `baseline`, inside the box [left, left + width]. */
  drawLine(line: Line, left: number, width: number, baseline: number, style: TextStyle, direction: Direction): void {
    const size = style.size ?? 11;
    const weight = style.weight ?? 'regular';
    this.doc.fillColor(style.color ?? INK);
    let x = style.align === 'center' ? left + (width - line.width) / 2 : direction === 'rtl' ? left + width - line.width : left;
    for (const piece of line.pieces) {
      this.use(piece.face, weight, size * scaleOf(piece.face, this.dir));
      setRunDirection((this.doc as unknown as { _font: unknown })._font, piece.rtl, this.dir === 'rtl');
      this.doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] } as PDFKit.Mixins.TextOptions);
      x += piece.width;
    }
  }

  /** A paragraph at the cursor, turning pages between lines. */
  text(text: string, style: TextStyle = {}): void {
    const size = style.size ?? 11;
    const indent = style.indent ?? 0;
    const width = this.contentWidth - indent - (style.endIndent ?? 0);
    const direction = style.direction ?? this.dir;
    // the box is placed by the page's direction; the lines inside it align by the paragraph's own
    const left = this.dir === 'rtl' ? PAGE.width - PAGE.margin - indent - width : PAGE.margin + indent;
    for (const line of this.lines(text, style)) {
      this.keep(this.lineHeight(size));
      this.drawLine(line, left, width, this.y + size * 1.25, style, style.align === 'page' ? this.dir : direction);
      this.y += this.lineHeight(size);
    }
    this.y += style.after ?? 0;
  }

  /** Vertical space. */
  gap(points: number): void {
    this.y += points;
  }

  /** A horizontal rule across the text width. */
  rule(color = RULE, weight = 0.75): void {
    this.keep(8);
    this.doc
      .save()
      .moveTo(PAGE.margin, this.y + 4)
      .lineTo(PAGE.width - PAGE.margin, this.y + 4)
      .lineWidth(weight)
      .strokeColor(color)
      .stroke()
      .restore();
    this.y += 10;
  }

  /** A line to write on, `indent` points from the start side, with a label before it. */
  writingLine(label: string, style: TextStyle = {}): void {
    const size = style.size ?? 11;
    const indent = style.indent ?? 0;
    this.keep(this.lineHeight(size) + 6);
    const [line] = this.lines(label, style);
    const labelWidth = line ? line.width + 6 : 0;
    const baseline = this.y + size * 1.6;
    if (line) this.drawLine(line, this.boxX(labelWidth, indent), labelWidth, baseline, style, this.dir);
    const lineWidth = Math.min(260, this.contentWidth - indent - labelWidth - (style.endIndent ?? 0));
    const x = this.boxX(lineWidth, indent + labelWidth);
    this.doc
      .save()
      .moveTo(x, baseline + 3)
      .lineTo(x + lineWidth, baseline + 3)
      .lineWidth(0.6)
      .dash(1.5, { space: 2 })
      .strokeColor(MUTED)
      .stroke()
      .undash()
      .restore();
    this.y += this.lineHeight(size) + 6;
  }

  /**
   * A numbered item: the number on the start side (the right in Arabic), the body beside it.
   * The first line of the body is kept on the page with its number.
   */
  numbered(label: string, body: () => void, style: TextStyle & { numberWidth?: number } = {}): void {
    const size = style.size ?? 11;
    const numberWidth = style.numberWidth ?? 26;
    this.keep(this.lineHeight(size) * 2);
    const [line] = this.lines(label, { ...style, weight: 'bold' });
    if (line) this.drawLine(line, this.boxX(numberWidth, style.indent ?? 0), numberWidth, this.y + size * 1.25, { ...style, weight: 'bold' }, this.dir);
    body();
  }

  /** Page numbers in the footer of every page, then the file's bytes. */
  async finish(): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const text = this.info.footer(i + 1, range.count);
      const [line] = layoutParagraph(text, this.dir, this.contentWidth, this.typesetter('regular', 8.5));
      // below the bottom margin: pdfkit would turn the page for text there, so the margin is lifted first
      const margins = this.doc.page.margins;
      this.doc.page.margins = { ...margins, bottom: 0 };
      if (line) this.drawLine(line, PAGE.margin, this.contentWidth, PAGE.height - PAGE.margin + 18, { size: 8.5, color: MUTED, align: 'center' }, this.dir);
      this.doc.page.margins = margins;
    }
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (c: Buffer) => chunks.push(c));
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}
