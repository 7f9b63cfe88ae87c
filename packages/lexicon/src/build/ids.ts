/**
 * Verb ids: root in "safe Buckwalter" letters (ASCII, one letter per Arabic letter, URL-safe),
 * pattern, and bab for form I: `ktb-I1`, `xrj-X`, `dHrj-QII`. Stable as long as the verb exists.
 */
const SAFE_BUCKWALTER: Readonly<Record<string, string>> = {
  ء: 'C',
  ب: 'b',
  ت: 't',
  ث: 'v',
  ج: 'j',
  ح: 'H',
  خ: 'x',
  د: 'd',
  ذ: 'V',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'c',
  ص: 'S',
  ض: 'D',
  ط: 'T',
  ظ: 'Z',
  ع: 'E',
  غ: 'g',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'w',
  ي: 'y',
};

export function rootToAscii(root: string): string {
  let out = '';
  for (const ch of root) out += SAFE_BUCKWALTER[ch] ?? '_';
  return out;
}

export function verbId(root: string, pattern: string, bab: number | null): string {
  return `${rootToAscii(root)}-${pattern}${bab ?? ''}`;
}

const FROM_ASCII = new Map(Object.entries(SAFE_BUCKWALTER).map(([ar, l]) => [l, ar]));

/** The inverse of rootToAscii; null for a string that is not one. */
export function asciiToRoot(ascii: string): string | null {
  let out = '';
  for (const c of ascii) {
    const ar = FROM_ASCII.get(c);
    if (ar === undefined) return null;
    out += ar;
  }
  return out;
}
