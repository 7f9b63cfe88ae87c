/* The grade-scale form's fields, read the same way in the browser (instant checks) and in the action. */

/** Rows a scale form offers: the scale's bands and room for more, never more than the schema takes. */
export const formRows = (bands: number) => Math.min(12, Math.max(bands + 2, 6));

export interface ScaleFormBody {
  name: string;
  bands: { from: number; to: number; label: string }[];
}

/** A number typed in a field, or NaN for a blank (the schema then says it is required). */
const numberOf = (v: FormDataEntryValue | null) =>
  typeof v === 'string' && v.trim() !== '' ? Number(v.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))) : Number.NaN;
const textOf = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');

/**
 * The body the API takes, and for each band the form row it came from: rows left wholly blank are
 * not bands, so an issue of `bands.2` belongs to the row `rows[2]`.
 */
export function readScaleForm(form: FormData): { body: ScaleFormBody; rows: number[] } {
  const count = Math.min(12, Number(form.get('rows')) || 0);
  const bands: ScaleFormBody['bands'] = [];
  const rows: number[] = [];
  for (let i = 0; i < count; i++) {
    const [from, to, label] = ['from', 'to', 'label'].map((f) => textOf(form.get(`band_${f}_${i}`)));
    if (!from!.trim() && !to!.trim() && !label!.trim()) continue;
    bands.push({ from: numberOf(from!), to: numberOf(to!), label: label! });
    rows.push(i);
  }
  return { body: { name: textOf(form.get('name')), bands }, rows };
}

/** An issue's path in the API's terms (`bands.1.from`) as the form field it belongs to (`band_from_3`). */
export function fieldOfPath(path: string, rows: readonly number[]): string {
  const m = /^bands\.(\d+)\.(from|to|label)$/.exec(path);
  if (m) return `band_${m[2]}_${rows[Number(m[1])] ?? 0}`;
  return path;
}
