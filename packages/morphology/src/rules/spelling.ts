/**
 * The ordered spelling rules (قواعد الإعلال والإبدال والإدغام). Each is a small function over the
 * segments of one form; it returns true when it changed something, and the pipeline then records
 * its id in the explanation.
 */
import { ALEF, ALEF_MAKSURA, HAMZA, NOON, TEH, WAW, YEH } from '../letters.ts';
import type { PatternId } from '../types.ts';
import type { Seg } from '../conjugate/segments.ts';
import { isRadical, isSakin, isVowel } from '../conjugate/segments.ts';
import type { RuleId } from './registry.ts';
import type { IrregularFlag } from '../data/irregular.ts';

export interface RuleContext {
  pattern: PatternId;
  tense: 'past' | 'present' | 'imperative';
  voice: 'active' | 'passive';
  pastVowel: string | null;
  presentVowel: string | null;
  /** The middle radical is weak and this form changes it (قَالَ، أَقَامَ). */
  hollow: boolean;
  /** The two equal radicals merge when both carry a vowel. */
  mergeDoubled: boolean;
  /** The first radical و falls (يَعِدُ). */
  dropWaw: boolean;
  waslVowel: 'i' | 'u';
  flags: ReadonlySet<IrregularFlag>;
  /** Set by jazm_hadhf_illa: the weak letter it dropped (the hamza step of the pipeline reads it). */
  jussiveDropped?: string;
  /** Set by iltiqa_sakinayn when the middle radical of a form I past falls. */
  hollowShortened?: boolean;
}

/** Radicals that are never the doubled middle of a pattern: the first, and those of a quadriliteral. */
const RADICAL_FIRST_OR_QUAD: ReadonlySet<string> = new Set(['F', 'Q1', 'Q2', 'Q3']);

export type Rule = (s: Seg[], c: RuleContext) => boolean;

function isWeakLetter(ch: string): boolean {
  return ch === WAW || ch === YEH;
}

/** A long-vowel letter: no mark, or a و after damma / ي after kasra with sukun. */
function isLong(s: Seg, prev: Seg | undefined, next?: Seg): boolean {
  if (s.v === '') return s.c === ALEF || s.c === WAW || s.c === YEH || s.c === ALEF_MAKSURA;
  if (s.v !== '0' || prev === undefined || (next !== undefined && next.c === s.c)) return false;
  return (s.c === WAW && prev.v === 'u') || (s.c === YEH && prev.v === 'i');
}

function consonantSakin(s: Seg | undefined): boolean {
  return s !== undefined && s.v === '0';
}

export const ilal_hadhf_fa: Rule = (s, c) => {
  if (!c.dropWaw) return false;
  const i = s.findIndex((x) => x.role === 'F' && x.c === WAW);
  if (i < 0) return false;
  s.splice(i, 1);
  return true;
};

export const hadhf_hamza_amr: Rule = (s, c) => {
  if (c.tense !== 'imperative' || !c.flags.has('drop_first_hamza_imperative')) return false;
  const i = s.findIndex((x) => x.role === 'F' && x.c === HAMZA);
  if (i < 0) return false;
  s.splice(i, 1);
  return true;
};

export const takhfif_hamza: Rule = (s, c) => {
  if (!c.flags.has('drop_middle_hamza')) return false;
  const i = s.findIndex((x) => x.role === 'A' && x.c === HAMZA);
  const prev = s[i - 1];
  const a = s[i];
  if (i < 1 || !a || !prev || !consonantSakin(prev)) return false;
  prev.v = a.v;
  s.splice(i, 1);
  return true;
};

export const hadhf_ayn: Rule = (s, c) => {
  if (!c.flags.has('drop_middle_ya')) return false;
  const i = s.findIndex((x) => x.role === 'A' && x.c === YEH);
  const prev = s[i - 1];
  const a = s[i];
  if (i < 1 || !a || !prev || !consonantSakin(prev) || !isVowel(a.v)) return false;
  prev.v = a.v;
  s.splice(i, 1);
  return true;
};

export const hadhf_mithl: Rule = (s, c) => {
  if (c.tense !== 'past' || c.voice !== 'active' || !(c.flags.has('drop_doubled') || c.flags.has('drop_doubled_kasra'))) return false;
  const i = s.findIndex((x) => x.role === 'A');
  const a = s[i];
  const l = s[i + 1];
  const f = s[i - 1];
  if (!a || !l || !f || l.role !== 'L' || l.c !== a.c || l.v !== '0' || f.role !== 'F') return false;
  // ظَلْتُ keeps the fatha of its first radical; ظِلْتُ takes the kasra that fell; أَحَسْتُ moves it to a vowelless one
  if (c.flags.has('drop_doubled_kasra') || f.v === '0') f.v = a.v;
  s.splice(i, 1);
  return true;
};

export const ilal_naql: Rule = (s, c) => {
  if (!c.hollow) return false;
  let done = false;
  for (let i = 1; i < s.length; i++) {
    const a = s[i]!;
    const prev = s[i - 1]!;
    if (a.role === 'A' && isWeakLetter(a.c) && isVowel(a.v) && consonantSakin(prev) && prev.role !== 'W') {
      prev.v = a.v;
      a.v = '0';
      a.naql = true;
      done = true;
    }
  }
  return done;
};

export const idgham: Rule = (s, c) => {
  let done = false;
  for (let i = 0; i + 1 < s.length; i++) {
    const x = s[i]!;
    const l = s[i + 1]!;
    if (l.role !== 'L' || x.c !== l.c) continue;
    if (!(x.role === 'D' || (x.role === 'A' && c.mergeDoubled))) continue;
    // IX and XI of a weak last radical keep the pair apart (اِرْعَوَى، يَرْعَوِي): defective, not doubled.
    if (x.role === 'D' && isWeakLetter(l.c) && (c.pattern === 'IX' || c.pattern === 'XI')) continue;
    if (!isVowel(x.v) || !isVowel(l.v)) continue;
    const prev = s[i - 1];
    if (prev && consonantSakin(prev) && (isRadical(prev) || !isLong(prev, s[i - 2]))) prev.v = x.v;
    x.v = '0';
    done = true;
  }
  return done;
};

export const ilal_hadhf_lam: Rule = (s) => {
  for (let i = 1; i + 1 < s.length; i++) {
    const l = s[i]!;
    const n = s[i + 1]!;
    if (l.role !== 'L' || !isWeakLetter(l.c) || !isVowel(l.v)) continue;
    if (n.role !== 'S' || n.v !== '' || !isWeakLetter(n.c)) continue;
    const prev = s[i - 1]!;
    if (prev.c === l.c && prev.v === '0') continue; // merged pair (حَيُّوا): the weak letter stays
    if (prev.v === 'a') n.v = '0';
    else prev.v = n.c === WAW ? 'u' : 'i';
    s.splice(i, 1);
    return true;
  }
  return false;
};

export const jazm_hadhf_illa: Rule = (s, c) => {
  const last = s[s.length - 1];
  if (!last || last.role !== 'L' || !last.jazm || !isWeakLetter(last.c)) return false;
  s.pop();
  c.jussiveDropped = last.c;
  return true;
};

export const hamzat_wasl: Rule = (s, c) => {
  if (c.tense !== 'imperative') return false;
  const first = s[0];
  if (!first || first.v !== '0') return false;
  s.unshift({ c: ALEF, v: c.waslVowel, role: 'W' });
  return true;
};

export const ilal_qalb_waw_alif: Rule = (s, c) => {
  let done = false;
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    const prev = s[i - 1]!;
    if (!isWeakLetter(x.c) || prev.v !== 'a') continue;
    if (!(isVowel(x.v) || x.naql)) continue;
    const next = s[i + 1];
    if (x.role === 'A') {
      if (!c.hollow) continue;
    } else if (x.role === 'L') {
      // Only at the end of the word or before the feminine ت: not before the dual alif or a nun.
      if (next !== undefined && !(next.role === 'S' && next.c === TEH)) continue;
    } else continue;
    x.c = x.role === 'L' && next === undefined && x.c === YEH && prev.c !== YEH ? ALEF_MAKSURA : ALEF;
    x.v = '';
    x.naql = false;
    done = true;
  }
  return done;
};

export const ilal_kasr_majhul: Rule = (s, c) => {
  if (!c.hollow || c.tense !== 'past' || c.voice !== 'passive') return false;
  for (let i = 1; i < s.length; i++) {
    const a = s[i]!;
    const prev = s[i - 1]!;
    if (a.role === 'A' && isWeakLetter(a.c) && a.v === 'i' && prev.v === 'u') {
      prev.v = 'i';
      a.c = YEH;
      a.v = '';
      return true;
    }
  }
  return false;
};

export const ilal_qalb_waw_ya: Rule = (s) => {
  let done = false;
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    if (x.c === WAW && (x.role === 'F' || x.role === 'A' || x.role === 'L') && x.v === '0' && s[i - 1]!.v === 'i') {
      x.c = YEH;
      x.v = '';
      done = true;
    }
  }
  return done;
};

export const ilal_qalb_ya_waw: Rule = (s, c) => {
  let done = false;
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    if (s[i - 1]!.role === 'W' && c.flags.has('keep_ya_after_wasl')) continue;
    // A radical ي without a vowel after a damma, wherever it stands (أُوقِظَ، اُسْتُوقِظَ، سُوطِرَ، اُومُنْ);
    // a hollow ي only once its vowel has moved back (naql). Hamzat al-wasl counts: اُيْمُنْ → اُومُنْ.
    const hollowYa = x.role === 'A' && x.naql === true;
    if (x.c === YEH && (RADICAL_FIRST_OR_QUAD.has(x.role) || hollowYa) && x.v === '0' && s[i - 1]!.v === 'u') {
      x.c = WAW;
      x.v = '';
      done = true;
    }
  }
  return done;
};

export const ilal_taskin: Rule = (s) => {
  let done = false;
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    if (x.role !== 'L' || x.v !== 'u') continue;
    const pv = s[i - 1]!.v;
    if ((x.c === WAW && pv === 'u') || (x.c === YEH && pv === 'i')) {
      x.v = '';
      done = true;
    }
  }
  return done;
};

export const iltiqa_sakinayn: Rule = (s, c) => {
  let done = false;
  for (let i = 1; i + 1 < s.length; i++) {
    const x = s[i]!;
    const n = s[i + 1]!;
    if (!isLong(x, s[i - 1], n) || !isSakin(n) || n.nun) continue;
    const nn = s[i + 2];
    // A true geminate of the root may follow a long vowel (اِحْمَارَّ، مَادَّ).
    if ((n.role === 'D' || n.role === 'A') && nn && nn.role === 'L' && nn.c === n.c) continue;
    if (x.role === 'A' && c.pattern === 'I' && c.tense === 'past') c.hollowShortened = true;
    s.splice(i, 1);
    done = true;
  }
  return done;
};

export const tahwil_harakat_fa: Rule = (s, c) => {
  if (!c.hollowShortened || c.pattern !== 'I' || c.tense !== 'past') return false;
  const f = s.find((x) => x.role === 'F');
  if (!f) return false;
  const pv = c.pastVowel;
  const active = pv === 'u' || (pv === 'a' && c.presentVowel === 'u') ? 'u' : 'i';
  const v = c.voice === 'active' ? active : active === 'u' ? 'i' : 'u';
  // the passive's kasra is already there (قِيلْتُ → قِلْتُ, by ilal_kasr_majhul): no step of its own
  if (f.v === v) return false;
  f.v = v;
  return true;
};

export const idgham_lam_damir: Rule = (s) => {
  let done = false;
  for (const x of s) {
    if (!x.apart) continue;
    delete x.apart;
    done = true;
  }
  return done;
};

export const iltiqa_sakinayn_tawkid: Rule = (s) => {
  let done = false;
  for (let i = 1; i + 1 < s.length; i++) {
    const x = s[i]!;
    const n = s[i + 1]!;
    if (!n.nun || n.v !== '0' || !isWeakLetter(x.c) || x.role !== 'S') continue;
    const prev = s[i - 1]!;
    if (prev.v === 'a') {
      x.v = x.c === WAW ? 'u' : 'i';
    } else {
      s.splice(i, 1);
    }
    done = true;
  }
  return done;
};

export const hadhf_nun_kana: Rule = (s, c) => {
  if (!c.flags.has('drop_nun_jussive') || c.tense !== 'present' || c.voice !== 'active') return false;
  const last = s[s.length - 1];
  if (!last || last.role !== 'L' || !last.jazm || last.c !== NOON || last.v !== '0') return false;
  s.pop();
  return true;
};

/** The rules in the order they apply; kitabat_hamza is applied last on the text. */
export const ORDERED_RULES: ReadonlyArray<readonly [RuleId, Rule]> = [
  ['ilal_hadhf_fa', ilal_hadhf_fa],
  ['hadhf_hamza_amr', hadhf_hamza_amr],
  ['takhfif_hamza', takhfif_hamza],
  ['hadhf_ayn', hadhf_ayn],
  ['hadhf_mithl', hadhf_mithl],
  ['ilal_naql', ilal_naql],
  ['idgham', idgham],
  ['ilal_hadhf_lam', ilal_hadhf_lam],
  ['jazm_hadhf_illa', jazm_hadhf_illa],
  ['hamzat_wasl', hamzat_wasl],
  ['ilal_qalb_waw_alif', ilal_qalb_waw_alif],
  ['ilal_kasr_majhul', ilal_kasr_majhul],
  ['ilal_qalb_waw_ya', ilal_qalb_waw_ya],
  ['ilal_qalb_ya_waw', ilal_qalb_ya_waw],
  ['ilal_taskin', ilal_taskin],
  ['iltiqa_sakinayn', iltiqa_sakinayn],
  ['tahwil_harakat_fa', tahwil_harakat_fa],
  ['idgham_lam_damir', idgham_lam_damir],
  ['iltiqa_sakinayn_tawkid', iltiqa_sakinayn_tawkid],
  ['hadhf_nun_kana', hadhf_nun_kana],
];

/** Long-vowel letters keep no mark in the output (يُوعَدُ، يَقِيسُ): a last pass, not a rule. */
export function markLongVowels(s: Seg[]): void {
  for (let i = 1; i < s.length; i++) {
    const x = s[i]!;
    if (x.v === '0' && isLong(x, s[i - 1], s[i + 1])) x.v = '';
  }
}
