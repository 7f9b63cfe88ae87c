/**
 * GIFT import (gift-pegjs, Moodle's grammar as a PEG parser). A question exported by Tasreef
 * carries its data in a comment line; the text of the GIFT file (perhaps edited in an LMS since)
 * replaces its wording, options and key in the file's language, and the engine checks the result.
 * A question without that data cannot be checked by the engine and is refused, saying so.
 */
import { parse, type GIFTQuestion } from 'gift-pegjs';
import type { Locale } from '@tasreef/contracts';
import type { Bilingual, Question } from '@tasreef/contracts/exams';
import { questionSchema } from '@tasreef/contracts/exams';
import type { CheckResult } from '../check.ts';
import { META_PREFIX } from './gift.ts';

export interface GiftImport {
  questions: Question[];
  refused: { title: string; reason: Bilingual }[];
}

const TF: Bilingual[] = [
  { ar: 'صواب', en: 'True' },
  { ar: 'خطأ', en: 'False' },
];

function metadata(text: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const line of text.split(/\r?\n/)) {
    const t = line.trim();
    if (!t.startsWith(META_PREFIX)) continue;
    try {
      const m = JSON.parse(t.slice(META_PREFIX.length)) as { id?: unknown };
      if (typeof m.id === 'string') out.set(m.id, m);
    } catch {
      // a damaged comment: the question is refused below as having no data
    }
  }
  return out;
}

interface Choice {
  isCorrect: boolean;
  text: { text: string };
}

/** The question of `meta` with what the GIFT text says in `locale`; null when the two cannot fit. */
function merge(meta: Question, g: GIFTQuestion, locale: Locale): Question | null {
  const stem = (g as { stem?: { text: string } }).stem?.text ?? '';
  const feedback = (g as { globalFeedback?: { text: string } | null }).globalFeedback?.text;
  const prompt = meta.prompt_form && !meta.stem[locale].includes(meta.prompt_form) ? ` ${meta.prompt_form}` : '';
  const ownStem = stem.endsWith(prompt) ? stem.slice(0, stem.length - prompt.length) : stem;
  const base: Question = { ...meta, stem: { ...meta.stem, [locale]: ownStem.trim() }, explanation: feedback ? { ...meta.explanation, [locale]: feedback } : meta.explanation };
  if (g.type === 'TF' && meta.format === 'true_false') {
    const isTrue = (g as { isTrue: boolean }).isTrue;
    return { ...base, options: meta.options.map((o, i) => ({ ...o, text: TF[i]![locale], label: TF[i]! })), answer: { option_id: isTrue ? 'a' : 'b' } };
  }
  if (g.type === 'Short' && meta.format === 'typed') {
    const accepted = ((g as { choices: Choice[] }).choices ?? []).filter((c) => c.isCorrect).map((c) => c.text.text.normalize('NFC'));
    return accepted.length ? { ...base, answer: { text: accepted[0]!, accepted } } : null;
  }
  if (g.type === 'MC' && meta.format === 'multiple_choice') {
    const choices = (g as { choices: Choice[] }).choices ?? [];
    if (choices.length !== meta.options.length) return null;
    const options = choices.map((c, i) => {
      const text = c.text.text.normalize('NFC');
      // a choice is its option by its text; a form may have been rewritten in place
      const known = meta.options.find((o) => o.label[locale] === text) ?? meta.options[i]!;
      const isForm = /[\u0621-\u064A]/.test(known.value) && known.value.length > 3 && known.value === known.label.ar;
      return known.label[locale] === text ? known : isForm ? { ...known, value: text, text, label: { ar: text, en: text } } : null;
    });
    if (options.some((o) => o === null)) return null;
    const key = choices.findIndex((c) => c.isCorrect);
    return key < 0 ? null : { ...base, options: options as Question['options'], answer: { option_id: options[key]!.id } };
  }
  return null;
}

export function fromGift(text: string, locale: Locale, check: (q: Question) => CheckResult): GiftImport {
  let parsed: GIFTQuestion[];
  try {
    parsed = parse(text);
  } catch (e) {
    const where = (e as { location?: { start?: { line?: number } } }).location?.start?.line;
    return { questions: [], refused: [{ title: '', reason: { ar: `ليس ملف GIFT صالحًا (السطر ${where ?? '?'}).`, en: `Not a valid GIFT file (line ${where ?? '?'}).` } }] };
  }
  const metas = metadata(text);
  const out: GiftImport = { questions: [], refused: [] };
  for (const g of parsed) {
    if (g.type === 'Category' || g.type === 'Description') continue;
    const title = (g as { title?: string | null }).title ?? '';
    const raw = metas.get(title);
    const meta = raw ? questionSchema.safeParse(raw) : null;
    if (!meta?.success) {
      out.refused.push({ title, reason: { ar: 'سؤال ليس من تصريف: لا يستطيع المحرّك التحقق منه.', en: 'Not a Tasreef question: the engine cannot check it.' } });
      continue;
    }
    const q = merge(meta.data, g, locale);
    if (!q) {
      out.refused.push({
        title,
        reason: { ar: 'تغيّر شكل السؤال (نوعه أو عدد خياراته) فلا يمكن التحقق منه.', en: 'The question’s shape changed (its kind or number of options): it cannot be checked.' },
      });
      continue;
    }
    const verdict = check(q);
    if (verdict.ok) out.questions.push(q);
    else out.refused.push({ title, reason: verdict.reason });
  }
  return out;
}
