/**
 * What governs the asked verb (data): each particle with the mood it requires, the sentence
 * patterns it is asked in, and the rule an explanation names, in both languages.
 */
import type { Bilingual } from '@tasreef/contracts/exams';

export type Mood = 'indicative' | 'subjunctive' | 'jussive';
export type TemplateId = 'vso' | 'svo' | 'must' | 'purpose' | 'fa' | 'nahy' | 'amr' | 'shart';

export interface Particle {
  id: string;
  /** As `context.particle` names it; null for the indicative (no governor). */
  ar: string | null;
  mood: Mood;
  templates: readonly TemplateId[];
  rule: Bilingual;
}

export const PARTICLES: readonly Particle[] = [
  {
    id: 'none',
    ar: null,
    mood: 'indicative',
    templates: ['vso', 'svo'],
    rule: {
      ar: 'المضارع مرفوع لأنه لم يسبقه ناصب ولا جازم.',
      en: 'The present is indicative: no particle before it puts it into the subjunctive or the jussive.',
    },
  },
  {
    id: 'lam',
    ar: 'لم',
    mood: 'jussive',
    templates: ['vso', 'svo'],
    rule: { ar: '«لَمْ» حرف نفي وجزم وقلب: يجزم المضارع ويقلب زمنه إلى الماضي.', en: 'lam negates the present, puts it into the jussive and turns its time to the past.' },
  },
  {
    id: 'lamma',
    ar: 'لما',
    mood: 'jussive',
    templates: ['vso', 'svo'],
    rule: {
      ar: '«لَمَّا» الجازمة حرف نفي وجزم: تنفي الفعل إلى زمن التكلم ويُتوقَّع حصوله.',
      en: 'lammā negates up to now (not yet) and puts the present into the jussive.',
    },
  },
  {
    id: 'lan',
    ar: 'لن',
    mood: 'subjunctive',
    templates: ['vso', 'svo'],
    rule: { ar: '«لَنْ» حرف نفي ونصب واستقبال: ينصب المضارع وينفيه في المستقبل.', en: 'lan negates the future and puts the present into the subjunctive.' },
  },
  {
    id: 'an',
    ar: 'أن',
    mood: 'subjunctive',
    templates: ['must'],
    rule: { ar: '«أَنْ» حرف مصدري ونصب: ينصب المضارع.', en: 'an ("that") puts the present into the subjunctive.' },
  },
  {
    id: 'kay',
    ar: 'كي',
    mood: 'subjunctive',
    templates: ['purpose'],
    rule: { ar: '«كَيْ» حرف مصدري ونصب يفيد التعليل: ينصب المضارع.', en: 'kay ("so that") puts the present into the subjunctive.' },
  },
  {
    id: 'li',
    ar: 'لِـ',
    mood: 'subjunctive',
    templates: ['purpose'],
    rule: {
      ar: 'لام التعليل (لام كي) ينصب المضارع بعدها بـ«أن» مضمرة.',
      en: 'li- of purpose: the present after it is subjunctive (by an implied an).',
    },
  },
  {
    id: 'hatta',
    ar: 'حتى',
    mood: 'subjunctive',
    templates: ['purpose'],
    rule: {
      ar: '«حَتَّى» التعليلية ينصب المضارع بعدها بـ«أن» مضمرة.',
      en: 'ḥattā ("so that") is followed by the subjunctive (by an implied an).',
    },
  },
  {
    id: 'fa',
    ar: 'فاء السببية',
    mood: 'subjunctive',
    templates: ['fa'],
    rule: {
      ar: 'فاء السببية بعد النفي ينصب المضارع بعدها بـ«أن» مضمرة.',
      en: 'The fa of cause after a negation is followed by the subjunctive (by an implied an).',
    },
  },
  {
    id: 'la_nahiya',
    ar: 'لا الناهية',
    mood: 'jussive',
    templates: ['nahy'],
    rule: { ar: '«لا» الناهية تجزم المضارع.', en: 'lā of prohibition puts the present into the jussive.' },
  },
  {
    id: 'lam_amr',
    ar: 'لام الأمر',
    mood: 'jussive',
    templates: ['amr'],
    rule: { ar: 'لام الأمر تجزم المضارع.', en: 'li- of command puts the present into the jussive.' },
  },
  {
    id: 'in',
    ar: 'إن',
    mood: 'jussive',
    templates: ['shart'],
    rule: {
      ar: '«إِنْ» الشرطية تجزم فعلين: فعل الشرط وجوابه.',
      en: 'in ("if") puts both verbs into the jussive: the condition and its answer.',
    },
  },
];

export const particleById = new Map(PARTICLES.map((p) => [p.id, p]));
/** The particle a question names in `context.particle` (null: none). */
export const particleByName = (name: string | null): Particle | undefined => PARTICLES.find((p) => p.ar === name);

export const MOOD_TENSE: Record<Mood, 'present_indicative' | 'present_subjunctive' | 'present_jussive'> = {
  indicative: 'present_indicative',
  subjunctive: 'present_subjunctive',
  jussive: 'present_jussive',
};
