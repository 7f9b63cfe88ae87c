/**
 * Noun templates of the derivations, as data (notation: see ./notation.ts). For each pattern and noun, a
 * template per root variant; the builder takes the most specific variant the root has and falls
 * back to `sound`. Variants: sound, doubled, hollow(_waw|_ya), hollow_hamzated_last,
 * defective(_waw|_ya), assimilated_waw.
 */
import type { PatternId } from '../types.ts';

export type Variant =
  'sound' | 'doubled' | 'hollow' | 'hollow_waw' | 'hollow_ya' | 'hollow_hamzated_last' | 'defective' | 'defective_waw' | 'defective_ya' | 'assimilated_waw' | 'hamzated_last';

export type Variants<T> = { sound: T } & Partial<Record<Variant, T>>;

export interface PatternTemplates {
  active_participle: Variants<string>;
  passive_participle: Variants<string>;
  /** Regular masdars of augmented patterns (form I masdars come from the lexicon or from guesses). */
  masdar: Variants<string[]>;
}

/** Augmented and quadriliteral patterns. */
export const AUGMENTED: Readonly<Record<Exclude<PatternId, 'I'>, PatternTemplates>> = {
  II: {
    active_participle: { sound: 'mu1a2~i3N', defective: 'mu1a2~K' },
    passive_participle: { sound: 'mu1a2~a3N', defective: 'mu1a2~FY' },
    masdar: { sound: ['ta1o2iy3N'], defective: ['ta1o2iyahN'], hamzated_last: ["ta1o2i'ahN", "ta1o2iy'N"] },
  },
  III: {
    active_participle: { sound: 'mu1aA2i3N', defective: 'mu1aA2K', doubled: 'mu1aA2~N' },
    passive_participle: { sound: 'mu1aA2a3N', defective: 'mu1aA2FY', doubled: 'mu1aA2~N' },
    masdar: { sound: ['mu1aA2a3ahN', '1i2aA3N'], defective: ['mu1aA2aAhN', "1i2aA'N"], doubled: ['mu1aA2~ahN', '1i2aA2N'] },
  },
  IV: {
    active_participle: { sound: 'mu1o2i3N', hollow: 'mu1iy3N', defective: 'mu1o2K', doubled: 'mu1i2~N' },
    passive_participle: { sound: 'mu1o2a3N', hollow: 'mu1aA3N', defective: 'mu1o2FY', doubled: 'mu1a2~N' },
    masdar: { sound: ["'i1o2aA3N"], hollow: ["'i1aA3ahN"], defective: ["'i1o2aA'N"] },
  },
  V: {
    active_participle: { sound: 'muta1a2~i3N', defective: 'muta1a2~K' },
    passive_participle: { sound: 'muta1a2~a3N', defective: 'muta1a2~FY' },
    masdar: { sound: ['ta1a2~u3N'], defective: ['ta1a2~K'] },
  },
  VI: {
    active_participle: { sound: 'muta1aA2i3N', defective: 'muta1aA2K', doubled: 'muta1aA2~N' },
    passive_participle: { sound: 'muta1aA2a3N', defective: 'muta1aA2FY', doubled: 'muta1aA2~N' },
    masdar: { sound: ['ta1aA2u3N'], defective: ['ta1aA2K'], doubled: ['ta1aA2~N'] },
  },
  VII: {
    active_participle: { sound: 'muno1a2i3N', hollow: 'muno1aA3N', defective: 'muno1a2K', doubled: 'muno1a2~N' },
    passive_participle: { sound: 'muno1a2a3N', hollow: 'muno1aA3N', defective: 'muno1a2FY', doubled: 'muno1a2~N' },
    masdar: { sound: ['Aino1i2aA3N'], hollow: ['Aino1iyaA3N'], defective: ["Aino1i2aA'N"] },
  },
  VIII: {
    active_participle: { sound: 'mu1oTa2i3N', hollow: 'mu1oTaA3N', defective: 'mu1oTa2K', doubled: 'mu1oTa2~N' },
    passive_participle: { sound: 'mu1oTa2a3N', hollow: 'mu1oTaA3N', defective: 'mu1oTa2FY', doubled: 'mu1oTa2~N' },
    masdar: { sound: ['Ai1oTi2aA3N'], hollow: ['Ai1oTiyaA3N'], defective: ["Ai1oTi2aA'N"] },
  },
  IX: {
    // a weak last radical is not doubled: اِرْعَوَى، مُرْعَوٍ، اِرْعِوَاءٌ
    active_participle: { sound: 'mu1o2a3~N', defective: 'mu1o2a3K' },
    passive_participle: { sound: 'mu1o2a3~N', defective: 'mu1o2a3FY' },
    masdar: { sound: ['Ai1o2i3aA3N'], defective: ["Ai1o2i3aA'N"] },
  },
  X: {
    active_participle: { sound: 'musota1o2i3N', hollow: 'musota1iy3N', defective: 'musota1o2K', doubled: 'musota1i2~N' },
    passive_participle: { sound: 'musota1o2a3N', hollow: 'musota1aA3N', defective: 'musota1o2FY', doubled: 'musota1a2~N' },
    masdar: { sound: ['Aisoti1o2aA3N'], hollow: ['Aisoti1aA3ahN'], defective: ["Aisoti1o2aA'N"] },
  },
  XI: {
    // a weak last radical is not doubled either: اِحْوَاوَى، مُحْوَاوٍ، اِحْوِيوَاءٌ
    active_participle: { sound: 'mu1o2aA3~N', defective: 'mu1o2aA3K' },
    passive_participle: { sound: 'mu1o2aA3~N', defective: 'mu1o2aA3FY' },
    masdar: { sound: ['Ai1o2iy3aA3N'], defective: ["Ai1o2iy3aA'N"] },
  },
  // a weak last radical: اِحْزَوْزَى → مُحْزَوْزٍ، مُحْزَوْزًى، اِحْزِيزَاءٌ
  XII: {
    active_participle: { sound: 'mu1o2awo2i3N', defective: 'mu1o2awo2K' },
    passive_participle: { sound: 'mu1o2awo2a3N', defective: 'mu1o2awo2FY' },
    masdar: { sound: ['Ai1o2iy2aA3N'], defective: ["Ai1o2iy2aA'N"] },
  },
  // اِجْأَوَّى → مُجْأَوٍّ، مُجْأَوًّى، اِجْئِوَّاءٌ
  XIII: {
    active_participle: { sound: 'mu1o2aw~i3N', defective: 'mu1o2aw~K' },
    passive_participle: { sound: 'mu1o2aw~a3N', defective: 'mu1o2aw~FY' },
    masdar: { sound: ['Ai1o2iw~aA3N'], defective: ["Ai1o2iw~aA'N"] },
  },
  QI: {
    active_participle: { sound: 'mu1a2o3i4N', defective: 'mu1a2o3K' },
    passive_participle: { sound: 'mu1a2o3a4N', defective: 'mu1a2o3FY' },
    masdar: { sound: ['1a2o3a4ahN', '1i2o3aA4N'], defective: ['1a2o3aAhN', "1i2o3aA'N"] },
  },
  QII: {
    active_participle: { sound: 'muta1a2o3i4N', defective: 'muta1a2o3K' },
    passive_participle: { sound: 'muta1a2o3a4N', defective: 'muta1a2o3FY' },
    masdar: { sound: ['ta1a2o3u4N'], defective: ['ta1a2o3K'] },
  },
  // اِسْلَنْقَى → مُسْلَنْقٍ، مُسْلَنْقًى، اِسْلِنْقَاءٌ
  QIII: {
    active_participle: { sound: 'mu1o2ano3i4N', defective: 'mu1o2ano3K' },
    passive_participle: { sound: 'mu1o2ano3a4N', defective: 'mu1o2ano3FY' },
    masdar: { sound: ['Ai1o2ino3aA4N'], defective: ["Ai1o2ino3aA'N"] },
  },
  QIV: {
    active_participle: { sound: 'mu1o2a3i4~N' },
    passive_participle: { sound: 'mu1o2a3a4~N' },
    masdar: { sound: ['Ai1o2i3o4aA4N'] },
  },
};

/** Form I (فَعَلَ / فَعِلَ / فَعُلَ). */
export const FORM_I = {
  active_participle: { sound: '1aA2i3N', hollow: "1aA'i3N", hollow_hamzated_last: "1aA'K", defective: '1aA2K', doubled: '1aA2~N' },
  passive_participle: {
    sound: 'ma1o2uw3N',
    hollow_waw: 'ma1uw3N',
    hollow_ya: 'ma1iy3N',
    defective_waw: 'ma1o2uw~N',
    defective_ya: 'ma1o2iy~N',
  },
  /**
   * مَفْعَل for every form-I verb (مَقَال، مَبَات، مَسْعًى، مَفَرّ); مَفْعِل for a و-first verb whose و falls in the
   * present (مَوْعِد; not مَوْجَل، مَوْلَه: the chain then has no assimilated_waw). A hollow ي-verb with i in the
   * present takes place_i's مَفْعِل first (مَسِير، مَحِيض; derive.ts), this مَفْعَل after.
   */
  masdar_mimi: {
    sound: 'ma1o2a3N',
    assimilated_waw: 'ma1o2i3N',
    hollow: 'ma1aA3N',
    defective: 'ma1o2FY',
    doubled: 'ma1a2~N',
  },
  /** Noun of place and time when the present vowel is a or u: مَفْعَل. */
  place_a: {
    sound: 'ma1o2a3N',
    assimilated_waw: 'ma1o2i3N',
    hollow: 'ma1aA3N',
    defective: 'ma1o2FY',
    doubled: 'ma1a2~N',
  },
  /** … when the present vowel is i: مَفْعِل. */
  place_i: {
    sound: 'ma1o2i3N',
    hollow: 'ma1iy3N',
    defective: 'ma1o2FY',
    doubled: 'ma1i2~N',
  },
  masdar_instance: { sound: '1a2o3ahN', doubled: '1a2~ahN' },
  masdar_manner: { sound: '1i2o3ahN', doubled: '1i2~ahN' },
  /**
   * مِفْعَل، مِفْعَلَة، مِفْعَال, and فَعَّالَة, the measure of modern machines (غَسَّالَة، ثَلَّاجَة) that the Arabic
   * Language Academy of Cairo made regular and Sarf derives for every transitive verb (رَوَّاءَة، أَبَّابَة).
   */
  noun_of_instrument: {
    sound: ['mi1o2a3N', 'mi1o2a3ahN', 'mi1o2aA3N', '1a2~aA3ahN'],
    defective: ['mi1o2FY', 'mi1o2aAhN', "mi1o2aA'N", "1a2~aA'ahN"],
    doubled: ['mi1a2~N', 'mi1a2~ahN', 'mi1o2aA2N', '1a2~aA2ahN'],
  },
  /** اسم التفضيل أَفْعَلُ: a diptote, so no tanwin. */
  elative: { sound: "'a1o2a3u", doubled: "'a1a2~u", defective: "'a1o2aY" },
  intensive: {
    sound: ['1a2~aA3N', '1a2uw3N', 'mi1o2aA3N', '1a2iy3N', '1a2i3N'],
    hollow: ['1a2~aA3N', 'mi1o2aA3N'],
    defective_waw: ["1a2~aA'N", '1a2uw~N', "mi1o2aA'N", '1a2iy~N'],
    defective_ya: ["1a2~aA'N", "mi1o2aA'N", '1a2iy~N'],
    doubled: ['1a2~aA2N', '1a2uw2N', 'mi1o2aA2N', '1a2iy2N'],
  },
  /** Guessed masdars of form I by bab and transitivity (marked as guesses). */
  /** Assimilated roots also have فِعَة without their و (وَعْد / عِدَة، وَصْل / صِلَة). */
  masdar_transitive: { sound: ['1a2o3N'], doubled: ['1a2~N'], assimilated_waw: ['1a2o3N', '2i3ahN'] },
  masdar_intransitive_a: {
    sound: ['1u2uw3N'],
    hollow: ['1a2o3N'],
    defective_waw: ['1u2uw~N'],
    defective_ya: ['1u2iy~N'],
    doubled: ['1u2uw2N'],
  },
  masdar_intransitive_i: {
    sound: ['1a2a3N'],
    hollow: ['1a2o3N'],
    defective_waw: ['1a2FA'],
    defective_ya: ['1a2FY'],
    doubled: ['1a2a2N'],
  },
  masdar_u: { sound: ['1a2aA3ahN', '1u2uw3ahN'] },
  /** الصفة المشبهة by bab. */
  adjective_u: { sound: ['1a2iy3N'], defective: ['1a2iy~N'] },
  adjective_i: { sound: ['1a2i3N', '1a2o3aAnu'], defective: ['1a2iy~N'] },
  /** فَيْعِل, the adjective of hollow verbs (Wright I §232: سَيِّد، مَيِّت، طَيِّب، لَيِّن، ضَيِّق). */
  adjective_hollow: { sound: '1ayo2i3N' },
  /** The form of a noun of place on a given attested measure (Sarf's place_time.tsv), per root variant. */
  place_mafal: { sound: 'ma1o2a3N', hollow: 'ma1aA3N', defective: 'ma1o2FY', doubled: 'ma1a2~N' },
  place_mafil: { sound: 'ma1o2i3N', hollow: 'ma1iy3N', defective: 'ma1o2FY', doubled: 'ma1i2~N' },
  place_mafala: { sound: 'ma1o2a3ahN', hollow: 'ma1aA3ahN', defective: 'ma1o2aAhN', doubled: 'ma1a2~ahN' },
  adjective_colour: { sound: ["'a1o2a3u"], doubled: ["'a1a2~u"], defective: ["'a1o2aY"] },
} satisfies Record<string, Variants<string> | Variants<string[]>>;
