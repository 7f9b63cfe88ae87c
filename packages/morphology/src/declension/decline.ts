/**
 * Declension (الإعراب) of a derived noun: case × number × gender × definiteness, from its masculine
 * singular indefinite nominative (كَاتِبٌ، رَامٍ، مُعْطًى، مَادٌّ، أَكْبَرُ، إِقَامَةٌ).
 */
import { ALEF, DAMMA, DAMMATAN, FATHA, FATHATAN, HAMZA, KASRA, KASRATAN, NOON, SHADDA, SUKUN, TEH, TEH_MARBUTA, WAW, YEH, ALEF_MAKSURA, isMark } from '../letters.ts';
import { MorphError } from '../errors.ts';
import { seatHamza, unseatHamza as unseat } from '../spelling/hamza.ts';
import { withArticle } from './article.ts';
import { parseEnding, type ParsedEnding } from './ending.ts';

export const CASES = ['nom', 'acc', 'gen'] as const;
export type Case = (typeof CASES)[number];
export const NUMBERS = ['singular', 'dual', 'plural'] as const;
export type GrammaticalNumber = (typeof NUMBERS)[number];
export const GENDERS = ['masculine', 'feminine'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFINITENESS = ['indefinite', 'definite'] as const;
export type Definiteness = (typeof DEFINITENESS)[number];
export type DeclensionKey = `${Gender}.${GrammaticalNumber}.${Definiteness}.${Case}`;
export type Declension = Record<DeclensionKey, string | null>;

export const DECLENSION_KEYS: readonly DeclensionKey[] = GENDERS.flatMap((g) =>
  NUMBERS.flatMap((n) => DEFINITENESS.flatMap((d) => CASES.map((c) => `${g}.${n}.${d}.${c}` as DeclensionKey))),
);

/**
 * participle: masculine and feminine (+ة), sound plurals (ـُونَ، ـَاتٌ);
 * noun: its own gender only (feminine when it ends in ة), singular and dual (its plural is not
 * regular, so null);
 * elative: أَفْعَلُ with its feminine فُعْلَى (أَكْبَرُ، كُبْرَى; أَعْلَى، عُلْيَا), plurals أَكْبَرُونَ، كُبْرَيَاتٌ;
 * colour: the adjective أَفْعَلُ of colours and defects with its feminine فَعْلَاءُ (أَحْمَرُ، حَمْرَاءُ),
 * plural فُعْلٌ for both genders (حُمْرٌ).
 */
/** Elatives outside أَفْعَلُ (خَيْرٌ، شَرٌّ): one form for both genders and numbers, declined as nouns. */
const INVARIABLE_ELATIVES: ReadonlySet<string> = new Set(['خَيْرٌ', 'شَرٌّ'].map((w) => w.normalize('NFC')));

export type DeclineKind = 'participle' | 'noun' | 'elative' | 'colour';

type Row = [nom: string, acc: string, gen: string];
interface Paradigm {
  singular: { indefinite: Row; definite: Row };
  dual: Row | null;
  plural: { indefinite: Row; definite: Row } | null;
}

const A = FATHA,
  U = DAMMA,
  I = KASRA;
const ANI = A + ALEF + NOON + KASRA; // ـَانِ
const AYNI = A + YEH + SUKUN + NOON + KASRA; // ـَيْنِ
const UNA = U + WAW + NOON + A; // ـُونَ
const INA = I + YEH + NOON + A; // ـِينَ

/** Regular stem (no case vowel): كَاتِب, مَادّ, إِقَامَة. */
function regularSingular(s: string, diptote: boolean): { indefinite: Row; definite: Row } {
  const endsTaOrAlifHamza = s.endsWith(TEH_MARBUTA) || s.endsWith(ALEF + HAMZA);
  const acc = s + FATHATAN + (endsTaOrAlifHamza ? '' : ALEF);
  return {
    indefinite: diptote ? [s + U, s + A, s + A] : [s + DAMMATAN, acc, s + KASRATAN],
    definite: [s + U, s + A, s + I],
  };
}

function masculineParadigm(kind: ReturnType<typeof parseEnding>, participle: boolean): Paradigm {
  const s = kind.stem;
  switch (kind.kind) {
    case 'regular':
    case 'diptote':
      return {
        singular: regularSingular(s, kind.kind === 'diptote'),
        dual: [s + ANI, s + AYNI, s + AYNI],
        plural: participle ? { indefinite: [s + UNA, s + INA, s + INA], definite: [s + UNA, s + INA, s + INA] } : null,
      };
    case 'manqus': {
      const full = s + I + YEH;
      return {
        singular: {
          indefinite: [s + KASRATAN, full + FATHATAN + ALEF, s + KASRATAN],
          definite: [full, full + A, full],
        },
        dual: [full + ANI, full + AYNI, full + AYNI],
        plural: participle ? { indefinite: [s + UNA, s + INA, s + INA], definite: [s + UNA, s + INA, s + INA] } : null,
      };
    }
    case 'maqsur':
    case 'diptote_maqsur': {
      const tanwin = kind.kind === 'maqsur' ? FATHATAN : A;
      const ind = s + tanwin + ALEF_MAKSURA;
      const def = s + A + ALEF_MAKSURA;
      const pl: Row = [s + A + WAW + SUKUN + NOON + A, s + A + YEH + SUKUN + NOON + A, s + A + YEH + SUKUN + NOON + A];
      return {
        singular: { indefinite: [ind, ind, ind], definite: [def, def, def] },
        dual: [s + A + YEH + ANI, s + A + YEH + AYNI, s + A + YEH + AYNI],
        plural: participle ? { indefinite: pl, definite: pl } : null,
      };
    }
    case 'ta_marbuta':
      throw new Error('unreachable: ta marbuta handled as feminine');
  }
}

/** Feminine from a stem ending in ة (كَاتِبَة, رَامِيَة, مُعْطَاة). */
function feminineParadigm(taStem: string, participle: boolean, pluralBase?: string): Paradigm {
  const base = taStem.slice(0, -1); // without ة, ends with its fatha
  // ـَات; a maqsur stem shows its ي again: مُعْطَاة → مُعْطَيَات
  const at = (pluralBase ?? base) + ALEF + TEH;
  return {
    singular: regularSingular(taStem, false),
    dual: [base + TEH + ANI, base + TEH + AYNI, base + TEH + AYNI],
    plural: participle ? { indefinite: [at + DAMMATAN, at + KASRATAN, at + KASRATAN], definite: [at + U, at + I, at + I] } : null,
  };
}

/** The feminine singular stem (with ة) of a masculine participle, or null when it is not regular. */
function feminineStem(e: ReturnType<typeof parseEnding>): string | null {
  switch (e.kind) {
    case 'regular':
      return e.stem + A + TEH_MARBUTA;
    case 'manqus':
      return e.stem + I + YEH + A + TEH_MARBUTA;
    case 'maqsur':
      return e.stem + A + ALEF + TEH_MARBUTA;
    default:
      return null; // أَفْعَلُ → فُعْلَى / فَعْلَاءُ, not by a suffix
  }
}

function fill(out: Declension, gender: Gender, p: Paradigm | null): void {
  for (const n of NUMBERS) {
    for (const d of DEFINITENESS) {
      CASES.forEach((c, i) => {
        let form: string | null = null;
        if (p) {
          if (n === 'singular') form = p.singular[d][i]!;
          else if (n === 'dual') form = p.dual ? p.dual[i]! : null;
          else form = p.plural ? p.plural[d][i]! : null;
          if (form !== null && d === 'definite') form = withArticle(form.normalize('NFC'));
        }
        out[`${gender}.${n}.${d}.${c}`] = form === null ? null : seatHamza(form.normalize('NFC'));
      });
    }
  }
}

interface Cluster {
  ch: string;
  marks: string;
}

function clusters(word: string): Cluster[] {
  const out: Cluster[] = [];
  for (const ch of word) {
    const last = out[out.length - 1];
    if (isMark(ch) && last) last.marks += ch;
    else out.push({ ch, marks: '' });
  }
  return out;
}

/** The radicals of an أَفْعَلُ form (unseated stem ءَفْعَل, ءَفَعّ, or ءَفْعَ + ى), or null. */
function afalRadicals(e: ParsedEnding): string[] | null {
  const cl = clusters(e.stem);
  if (cl[0]?.ch !== HAMZA || !cl[0].marks.includes(FATHA)) return null;
  if (e.kind === 'diptote_maqsur' && cl.length === 3) return [cl[1]!.ch, cl[2]!.ch, YEH];
  if (e.kind !== 'diptote') return null;
  if (cl.length === 4) return [cl[1]!.ch, cl[2]!.ch, cl[3]!.ch];
  if (cl.length === 3 && cl[2]!.marks.includes(SHADDA)) return [cl[1]!.ch, cl[2]!.ch, cl[2]!.ch];
  // و and ي merged (أَيْوَمُ → أَيَّمُ): the pair stands for the first two radicals
  if (cl.length === 3 && cl[1]!.marks.includes(SHADDA)) return [cl[1]!.ch, cl[1]!.ch, cl[2]!.ch];
  return null;
}

const rows = (ind: Row, def: Row) => ({ indefinite: ind, definite: def });

/** فُعْلَى (كُبْرَى) or, for a weak last radical, فُعْلَيَا (عُلْيَا, دُنْيَا): diptotes without case vowels. */
function elativeFeminine([f, a, l]: string[]): Paradigm | null {
  if (a === l) return null; // أَشَدُّ: no feminine in use
  const weak = l === WAW || l === YEH;
  const stem = f + U + a + SUKUN + (weak ? YEH : l!) + A; // كُبْرَ / عُلْيَ
  const sg = stem + (weak ? ALEF : ALEF_MAKSURA);
  const dualBase = f + U + a + SUKUN + (weak ? YEH : l!) + A + YEH;
  const plural = dualBase + A + ALEF + TEH;
  return {
    singular: rows([sg, sg, sg], [sg, sg, sg]),
    dual: [dualBase + ANI, dualBase + AYNI, dualBase + AYNI],
    plural: rows([plural + DAMMATAN, plural + KASRATAN, plural + KASRATAN], [plural + U, plural + I, plural + I]),
  };
}

/** فُعْلٌ (حُمْرٌ، عُمْيٌ، صُمٌّ), the broken plural of colour and defect adjectives, both genders. */
function colourPlural([f, a, l]: string[]): { indefinite: Row; definite: Row } {
  const s = a === l ? f + U + a + SHADDA : f + U + a + SUKUN + l!;
  return regularSingular(s, false);
}

/** فَعْلَاءُ (حَمْرَاءُ، عَمْيَاءُ، صَمَّاءُ). */
function colourFeminine(r: string[]): Paradigm {
  const [f, a, l] = r;
  const base = a === l ? f + A + a + SHADDA + A : f + A + a + SUKUN + l! + A;
  const s = base + ALEF + HAMZA;
  const dual = base + ALEF + WAW + A; // حَمْرَاوَانِ
  return {
    singular: regularSingular(s, true),
    dual: [dual + ALEF + NOON + I, dual + YEH + SUKUN + NOON + I, dual + YEH + SUKUN + NOON + I],
    plural: colourPlural(r),
  };
}

export function decline(noun: string, options: { kind: DeclineKind } = { kind: 'noun' }): Declension {
  if (typeof noun !== 'string' || noun.trim() === '' || /\s/.test(noun.trim())) {
    throw new MorphError('unknown_word', 'decline takes one word');
  }
  const participle = options.kind === 'participle';
  const e = parseEnding(unseat(noun.trim().normalize('NFC')));
  const out = {} as Declension;
  if (options.kind === 'elative' || options.kind === 'colour') {
    const r = afalRadicals(e);
    // خَيْرٌ and شَرٌّ, elatives outside أَفْعَلُ, keep one form for both genders: declined as nouns
    if (r === null && options.kind === 'elative' && INVARIABLE_ELATIVES.has(noun.trim().normalize('NFC'))) return decline(noun, { kind: 'noun' });
    if (r === null) throw new MorphError('unknown_word', `${options.kind} declension needs an أَفْعَلُ form, not "${noun}"`);
    const masc = masculineParadigm(e, true);
    if (options.kind === 'colour') masc.plural = colourPlural(r);
    fill(out, 'masculine', masc);
    fill(out, 'feminine', options.kind === 'colour' ? colourFeminine(r) : elativeFeminine(r));
    return out;
  }
  if (e.kind === 'ta_marbuta') {
    fill(out, 'masculine', null);
    fill(out, 'feminine', feminineParadigm(e.stem, participle));
    return out;
  }
  fill(out, 'masculine', masculineParadigm(e, participle));
  const fem = participle ? feminineStem(e) : null;
  const pluralBase = e.kind === 'maqsur' ? e.stem + A + YEH + A : undefined;
  fill(out, 'feminine', fem === null ? null : feminineParadigm(fem, true, pluralBase));
  return out;
}
