/**
 * Comparison of the engine with the Sarf reference tables (shared/reference/conjugations-sarf.jsonl).
 * Shared by the reference test and by anyone who wants the mismatch list.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { requireSharedDir, sharedDir } from '../../../../scripts/shared-data.mjs';
import { conjugate } from '../../src/conjugate.ts';
import { ALEF, ALEF_HAMZA_ABOVE, ALEF_MADDA, DAMMA, FATHA, KASRA, SUKUN, WAW, YEH } from '../../src/letters.ts';
import type { SlotKey, SlotValue } from '../../src/types.ts';

export const referenceFile = path.join(sharedDir('REFERENCE_DIR'), 'conjugations-sarf.jsonl');

export interface SarfEntry {
  verb: string | null;
  root: string;
  pattern: string;
  past_vowel: string | null;
  present_vowel: string | null;
  sarf_transitivity: 'transitive' | 'intransitive' | 'both';
  slots: Partial<Record<SlotKey, string | null>>;
  also_accept?: Partial<Record<SlotKey, string[]>>;
}

export interface Mismatch {
  verb: string;
  slot: SlotKey;
  sarf: string | null;
  ours: SlotValue;
}

/** The reference entries; throws, naming REFERENCE_DIR, when the file is missing (never a silent skip). */
export function readReference(): SarfEntry[] {
  return readFileSync(path.join(requireSharedDir('REFERENCE_DIR'), 'conjugations-sarf.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as SarfEntry);
}

/**
 * Spelling differences that are not differences of form: Sarf writes hamzat al-wasl without its
 * vowel (اسْتَخْرَجَ) and sometimes a sukun on a long و/ي (اسْتُوْرِدَ); we write اِسْتَخْرَجَ، اُسْتُورِدَ.
 * A hamza with fatha before a long ā is آ in modern spelling (قَرَآ), أَا in Sarf (قَرَأَا).
 */
export function comparable(word: string): string {
  let w = word.normalize('NFC');
  if (w.startsWith(ALEF + KASRA) || w.startsWith(ALEF + DAMMA) || w.startsWith(ALEF + FATHA)) w = ALEF + w.slice(2);
  // After the (unvoweled) wasl alif, Sarf writes a sukun on the first و/ي (اوْجُلْ، ايْسِرْ).
  if (w.startsWith(ALEF + WAW + SUKUN) || w.startsWith(ALEF + YEH + SUKUN)) w = w.slice(0, 2) + w.slice(3);
  w = w
    .split(DAMMA + WAW + SUKUN)
    .join(DAMMA + WAW)
    .split(KASRA + YEH + SUKUN)
    .join(KASRA + YEH);
  // Hamza with fatha before a long ā: آ (modern, قَرَآ) or أَا (Sarf, قَرَأَا) — one spelling.
  w = w.split(ALEF_MADDA).join(ALEF_HAMZA_ABOVE + FATHA + ALEF);
  return w;
}

/** Our id for a reference entry, as used in the errata: the verb (or root) with pattern and bab. */
export function entryId(e: SarfEntry): string {
  const bab = e.pattern === 'I' ? ` ${e.past_vowel}-${e.present_vowel}` : '';
  return `${e.root} ${e.pattern}${bab}`;
}

export interface Comparison {
  checked: number;
  agreed: number;
  skipped: number;
  mismatches: Mismatch[];
  /** Agreed slots where Sarf's form is only one of our later variants (our preferred form differs). */
  variantOnly: Mismatch[];
}

export function compareWithReference(entries: readonly SarfEntry[]): Comparison {
  let checked = 0;
  let agreed = 0;
  let skipped = 0;
  const mismatches: Mismatch[] = [];
  const variantOnly: Mismatch[] = [];
  for (const e of entries) {
    const transitive = e.sarf_transitivity !== 'intransitive';
    const ours = conjugate({ root: e.root, pattern: e.pattern, past_vowel: e.past_vowel, present_vowel: e.present_vowel, transitive }).slots;
    for (const [slot, sarf] of Object.entries(e.slots) as [SlotKey, string | null][]) {
      const mine = ours[slot];
      // Sarf gives intransitive verbs an impersonal passive in 3fs too; our contract keeps 3ms only.
      if (!transitive && slot.includes('.passive.') && !slot.endsWith('.3ms') && sarf !== null && mine === null) {
        skipped++;
        continue;
      }
      checked++;
      const accepted = [sarf, ...(e.also_accept?.[slot] ?? [])].map((x) => (x === null ? null : comparable(x)));
      const mineList = mine === null || mine === undefined ? [null] : (Array.isArray(mine) ? mine : [mine]).map(comparable);
      if (mineList.some((m) => accepted.includes(m))) {
        agreed++;
        if (!accepted.includes(mineList[0]!)) variantOnly.push({ verb: entryId(e), slot, sarf, ours: mine ?? null });
      } else mismatches.push({ verb: entryId(e), slot, sarf, ours: mine ?? null });
    }
  }
  return { checked, agreed, skipped, mismatches, variantOnly };
}
