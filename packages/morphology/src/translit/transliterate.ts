/**
 * Romanization of vocalized Arabic, letter by letter with the context rules of the scheme:
 * long vowels (ā ī ū), diphthongs (aw ay), shadda doubles, tanwin (un an in), ta marbuta (t before
 * a vowel, pausal h in ALA-LC), the article (al-, or assimilated ar-rāmī in DIN), and word-initial
 * hamza left out as both schemes do (set `initialHamza` to show it, e.g. ʾakala, for teaching).
 */
import {
  ALEF,
  ALEF_MADDA,
  ALEF_MAKSURA,
  ALEF_WASLA,
  DAMMA,
  DAMMATAN,
  FATHA,
  FATHATAN,
  KASRA,
  KASRATAN,
  LAM,
  SHADDA,
  SUKUN,
  SUPERSCRIPT_ALEF,
  TEH_MARBUTA,
  WAW,
  YEH,
  isMark,
} from '../letters.ts';
import { MorphError } from '../errors.ts';
import { SUN_LETTERS } from '../declension/article.ts';
import { HAMZA_LETTERS, SCHEMES, type SchemeId } from './schemes.ts';

export interface TransliterateOptions {
  scheme?: SchemeId;
  /** Write a word-initial hamza (ʼ / ʾ), which the schemes leave out. Default false. */
  initialHamza?: boolean;
}

interface Cluster {
  ch: string;
  marks: string;
}

const VOWEL: Readonly<Record<string, string>> = {
  [FATHA]: 'a',
  [DAMMA]: 'u',
  [KASRA]: 'i',
  [FATHATAN]: 'an',
  [DAMMATAN]: 'un',
  [KASRATAN]: 'in',
};

function vowelOf(marks: string): string {
  for (const m of marks) {
    const v = VOWEL[m];
    if (v !== undefined) return v;
  }
  if (marks.includes(SUPERSCRIPT_ALEF)) return 'ā';
  return '';
}

const hasVowel = (c: Cluster | undefined): boolean => c !== undefined && vowelOf(c.marks) !== '';
const DIGRAPH_SECOND = 'h';

function word(w: string, opts: Required<TransliterateOptions>): string {
  const s = SCHEMES[opts.scheme];
  const cl: Cluster[] = [];
  for (const ch of w.normalize('NFC')) {
    const last = cl[cl.length - 1];
    if (isMark(ch) && last) last.marks += ch;
    else if (!isMark(ch)) cl.push({ ch: ch === ALEF_WASLA ? ALEF : ch, marks: '' });
  }
  let out = '';
  let i = 0;
  let start = 0;
  let skipDouble = false;

  // The article
  if (cl.length > 2 && cl[0]!.ch === ALEF && !hasVowel(cl[0]) && cl[1]!.ch === LAM) {
    const next = cl[2]!;
    const sun = SUN_LETTERS.has(next.ch) && next.marks.includes(SHADDA);
    if (sun && s.assimilateArticle) {
      out = `a${s.consonants[next.ch] ?? ''}-`;
      skipDouble = true;
    } else {
      out = 'al-';
      skipDouble = sun;
    }
    const lamVowel = vowelOf(cl[1]!.marks);
    i = 2;
    if (lamVowel === 'i' && next.ch === ALEF) {
      // الِانْكِسَار: the lam carries the vowel of the elided alif of wasl
      out += 'i';
      i = 3;
    }
    start = i;
  }

  const append = (t: string): void => {
    if (s.prime && t.startsWith(DIGRAPH_SECOND) && /[kstdgz]$/.test(out) && !out.endsWith('-')) out += s.prime;
    out += t;
  };

  for (; i < cl.length; i++) {
    const c = cl[i]!;
    const prev = cl[i - 1];
    const v = vowelOf(c.marks);
    const doubled = c.marks.includes(SHADDA);
    const isInitial = i === start;

    if (c.ch === ALEF) {
      if (isInitial) {
        out += v;
        continue;
      } // alif of wasl or a voweled alif: its vowel only
      if (prev && prev.marks.includes(FATHATAN)) continue; // alif of tanwin
      if (prev && prev.ch === WAW && i === cl.length - 1) continue; // alif after the plural و (رَمَوْا)
      if (out.endsWith('a')) out = out.slice(0, -1) + 'ā';
      else out += 'ā';
      continue;
    }
    if (c.ch === ALEF_MADDA) {
      out += (isInitial && !opts.initialHamza ? '' : s.hamza) + 'ā';
      continue;
    }
    if (c.ch === ALEF_MAKSURA) {
      if (prev && prev.marks.includes(FATHATAN)) continue;
      if (out.endsWith('a')) out = out.slice(0, -1) + s.alifMaksura;
      else out += s.alifMaksura;
      continue;
    }
    if (c.ch === TEH_MARBUTA) {
      out += v === '' ? s.taMarbutaPause : 't' + v;
      continue;
    }
    if ((c.ch === WAW || c.ch === YEH) && !hasVowel(c)) {
      const longVowel = c.ch === WAW ? 'u' : 'i';
      if (out.endsWith(longVowel) && !c.marks.includes(SUKUN)) {
        const long = c.ch === WAW ? 'ū' : 'ī';
        out = out.slice(0, -1) + long;
        continue;
      }
    }
    if ((c.ch === WAW || c.ch === YEH) && doubled && prev && vowelOf(prev.marks) === (c.ch === WAW ? 'u' : 'i') && s.longBeforeDoubled) {
      // عَدُوّ → ʻadūw, مِصْرِيّ → miṣrīy (ALA-LC)
      out = out.slice(0, -1) + (c.ch === WAW ? 'ū' : 'ī');
      out += (c.ch === WAW ? 'w' : 'y') + v;
      continue;
    }
    let cons: string;
    if (HAMZA_LETTERS.has(c.ch)) cons = isInitial && !opts.initialHamza ? '' : s.hamza;
    else if (c.ch === WAW) cons = 'w';
    else if (c.ch === YEH) cons = 'y';
    else {
      const t = s.consonants[c.ch];
      if (t === undefined) throw new MorphError('unknown_word', `cannot romanize "${c.ch}"`);
      cons = t;
    }
    if (doubled && !(skipDouble && i === start)) append(cons + cons);
    else append(cons);
    out += v;
  }
  return out;
}

/** Romanizes vocalized Arabic (one word or several): ALA-LC by default, or DIN 31635. */
export function transliterate(text: string, options: TransliterateOptions = {}): string {
  const opts: Required<TransliterateOptions> = { scheme: options.scheme ?? 'ala-lc', initialHamza: options.initialHamza ?? false };
  if (!(opts.scheme in SCHEMES)) throw new MorphError('invalid_input', `unknown scheme ${String(opts.scheme)}`);
  return text
    .normalize('NFC')
    .split(/(\s+)/)
    .map((w) => (/^\s*$/.test(w) ? w : word(w, opts)))
    .join('');
}
