/**
 * Spellings the forms index does not hold because the engine writes the form another way, each
 * read as the engine's spelling under a check that only the forms it stands for are accepted:
 * - a hamza after a wasl alif, written as the long vowel it makes at the start of speech
 *   (اِيتَلِفْ for اِئْتَلِفْ, أُوتُمِنَ for اُؤْتُمِنَ, اِيذَنْ for اِئْذَنْ: Wright I §138); only without proclitics,
 *   which make the hamza heard again (فَأْتَلِفُوا);
 * - the light energetic's نْ written as a tanwīn alif, as the Qur'an spells it (لَنَسْفَعًا 96:15,
 *   وَلَيَكُونًا 12:32);
 * - forms V and VI whose ت is assimilated to the first radical and so written with a wasl alif
 *   (اِدَّارَكُوا 7:38، اِثَّاقَلْتُمْ 9:38، اِطَّيَّرْنَا 27:47، وَازَّيَّنَتْ 10:24): read as تَدَارَكُوا…, past and
 *   imperative only (the present keeps its prefix: يَذَّكَّرُ reads as a form of ذكر already);
 * - forms V and VI in the present with one of their two ت's dropped after the prefix ت (حذف إحدى
 *   التاءين: تَذَكَّرُونَ 6:152 for تَتَذَكَّرُونَ، تَنَزَّلُ 97:4، تَلَظَّى 92:14، لِتَعَارَفُوا 49:13, the grammarians'
 *   تخفيف by dropping one of two like syllables): read as the full form, active present only (the
 *   passive's تُتَ is no pair of like syllables), after any proclitics.
 * Loose keys throughout (text.ts): every hamza seat is an alif.
 */
import { particleLetter, type Conj, type Particle } from './clitics.ts';
import type { FormInfo } from './forms.ts';

export interface VariantCheck {
  conj: Conj;
  particle: Particle;
  question: boolean;
  enclitic: unknown;
  info: FormInfo;
  root: string;
  pattern: string;
}

export interface SpellingVariant {
  /** The loose key the engine's spelling has. */
  key: string;
  accepts: (m: VariantCheck) => boolean;
}

/** First radicals that take in form V's and VI's ت (Wright I §121: تَ + د ذ ث ط ظ ص ض ز س ش ج). */
const ASSIMILATING = new Set([...'دذثطظصضزسشج']);
const PREFIXES: readonly Conj[] = ['', 'و', 'ف'];

const bare = (m: VariantCheck): boolean => m.particle === '' && !m.question;

export function spellingVariants(loose: string): SpellingVariant[] {
  const out: SpellingVariant[] = [];
  if (loose.length >= 4 && (loose.startsWith('اي') || loose.startsWith('او'))) {
    out.push({
      key: 'اا' + loose.slice(2),
      accepts: (m) => m.conj === '' && bare(m) && m.root.startsWith('ء') && m.info.kind === 'verb' && (m.info.tense === 'imperative' || m.info.slot.startsWith('past.passive')),
    });
  }
  // only after the oath's lām, where the Qur'an writes it (and a final alif is common: duals, plurals)
  if (loose.length >= 4 && loose.endsWith('ا') && /^[وف]?ل/.test(loose)) {
    out.push({
      key: loose.slice(0, -1) + 'ن',
      accepts: (m) => m.enclitic === null && m.info.kind === 'verb' && m.info.tense.includes('energetic_light'),
    });
  }
  for (const conj of PREFIXES) {
    const at = conj.length;
    if (loose.length < at + 4 || !loose.startsWith(conj + 'ا') || !ASSIMILATING.has(loose[at + 1]!)) continue;
    out.push({
      key: conj + 'ت' + loose.slice(at + 1),
      accepts: (m) =>
        m.conj === conj && bare(m) && (m.pattern === 'V' || m.pattern === 'VI') && m.info.kind === 'verb' && (m.info.tense === 'past' || m.info.tense === 'imperative'),
    });
  }
  // the ت of V and VI after the prefix ت, at most three letters of proclitics in (وَ/فَ، لِ/سَ، the question's أ)
  for (let at = 0; at <= 3 && loose.length >= at + 4; at++) {
    if (loose[at] !== 'ت' || loose[at + 1] === 'ت') continue;
    out.push({
      key: loose.slice(0, at) + 'ت' + loose.slice(at),
      accepts: (m) =>
        procliticLength(m) === at && (m.pattern === 'V' || m.pattern === 'VI') && m.info.kind === 'verb' && m.info.tense.startsWith('present') && m.info.voice === 'active',
    });
  }
  return out;
}

/** Letters the proclitics take in the loose key (the question's hamza is one letter). */
const procliticLength = (m: VariantCheck): number => m.conj.length + particleLetter(m.particle).length + (m.question ? 1 : 0);
