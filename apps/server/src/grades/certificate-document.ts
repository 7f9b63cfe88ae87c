/**
 * A certificate on paper (ADR 0039), through the PDF pipeline of ADR 0031 (pdfkit, our bidi layer,
 * text that extracts as written): who, which exam, score and grade, the date (in Arabic with the
 * Hijri date beside the Gregorian), the issuer, the verification code and a QR code of the public
 * page's address, drawn as vector squares (no image).
 */
import QRCode from 'qrcode';
import type { Locale } from '@tasreef/contracts';
import { formatDayWithHijri } from '@tasreef/contracts/format';
import type { Certificate } from '@tasreef/contracts/grades';
import { label } from '../lib/pdf/labels.ts';
import { ACCENT, INK, MUTED, PdfWriter } from '../lib/pdf/writer.ts';

/** The date of a certificate in the reader's zone: Gregorian, and in Arabic the Hijri (Umm al-Qura) date after it. */
export const certificateDate = (iso: string, locale: Locale, timeZone: string | null = null): string => formatDayWithHijri(iso, locale, timeZone);

/** Draws the QR code of `text`, `size` points wide, with its top-left corner at (x, y). */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  // four modules of quiet zone around the code, as the standard asks
  const cell = size / (n + 8);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor(INK);
  for (let row = 0; row < n; row++) for (let col = 0; col < n; col++) if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, y + (row + 4) * cell, cell + 0.01, cell + 0.01);
  doc.fill(INK).restore();
}

export async function renderCertificatePdf(c: Certificate, locale: Locale, timeZone: string | null = null): Promise<Buffer> {
  const w = new PdfWriter({
    locale,
    title: `${label(locale, 'certificate')} · ${c.exam_title}`,
    subject: label(locale, 'certificate'),
    date: new Date(c.issued_at),
    footer: () => label(locale, 'cert_footer', { brand: label(locale, 'brand'), code: c.code }),
  });
  const { doc } = w;
  const width = doc.page.width;
  const height = doc.page.height;
  doc
    .save()
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke()
    .restore();

  const center = { align: 'center' as const };
  w.gap(24);
  w.text(label(locale, 'brand'), { ...center, size: 14, color: MUTED, after: 6 });
  w.text(label(locale, 'certificate'), { ...center, size: 30, weight: 'bold', color: ACCENT, after: 18 });
  w.text(label(locale, 'cert_awarded_to'), { ...center, size: 13, color: MUTED });
  w.text(c.student_name, { ...center, size: 24, weight: 'bold', after: 10 });
  w.text(label(locale, 'cert_for_passing'), { ...center, size: 13, color: MUTED });
  w.text(c.exam_title, { ...center, size: 18, weight: 'bold', color: ACCENT, after: 10 });
  w.text(c.grade ? label(locale, 'cert_score_grade', { score: c.score, grade: c.grade }) : label(locale, 'cert_score', { score: c.score }), { ...center, size: 14 });
  w.text(label(locale, 'cert_date', { date: certificateDate(c.issued_at, locale, timeZone) }), { ...center, size: 13 });
  w.text(label(locale, 'cert_issuer', { issuer: c.issuer }), { ...center, size: 13, after: 8 });
  if (c.revoked_at)
    w.text(label(locale, 'cert_revoked', { date: certificateDate(c.revoked_at, locale, timeZone) }), { ...center, size: 16, weight: 'bold', color: '#b3261e', after: 6 });

  const qrSize = 120;
  w.gap(6);
  drawQr(doc, c.verify_url, (width - qrSize) / 2, w.y, qrSize);
  w.gap(qrSize + 8);
  w.text(label(locale, 'cert_code', { code: c.code }), { ...center, size: 12, weight: 'bold' });
  w.text(label(locale, 'cert_verify'), { ...center, size: 10, color: MUTED });
  w.text(c.verify_url, { ...center, size: 10, color: MUTED, direction: 'ltr' });
  return w.finish();
}
