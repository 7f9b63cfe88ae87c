/**
 * What a form is, in words, for the result pages: «يَكْتُبُونَ: present indicative, they (m. pl.),
 * active, of كَتَبَ» / «يَكْتُبُونَ: مضارع مرفوع، هم، مبني للمعلوم، من كَتَبَ».
 */
import { PRONOUNS, type Person } from '@tasreef/morphology';
import type { Analysis, NounReading } from '../analyze/analyzer.ts';
import type { Locale } from './service.ts';

type Names = Record<string, { ar: string; en: string }>;

const TENSES: Names = {
  past: { ar: 'ماضٍ', en: 'past' },
  present_indicative: { ar: 'مضارع مرفوع', en: 'present indicative' },
  present_subjunctive: { ar: 'مضارع منصوب', en: 'present subjunctive' },
  present_jussive: { ar: 'مضارع مجزوم', en: 'present jussive' },
  present_energetic_heavy: { ar: 'مضارع مؤكَّد بالنون الثقيلة', en: 'present energetic (heavy)' },
  present_energetic_light: { ar: 'مضارع مؤكَّد بالنون الخفيفة', en: 'present energetic (light)' },
  imperative: { ar: 'أمر', en: 'imperative' },
  imperative_energetic_heavy: { ar: 'أمر مؤكَّد بالنون الثقيلة', en: 'imperative energetic (heavy)' },
  imperative_energetic_light: { ar: 'أمر مؤكَّد بالنون الخفيفة', en: 'imperative energetic (light)' },
};
const VOICES: Names = { active: { ar: 'مبني للمعلوم', en: 'active' }, passive: { ar: 'مبني للمجهول', en: 'passive' } };
const NOUNS: Names = {
  masdar: { ar: 'مصدر', en: 'verbal noun (masdar)' },
  masdar_mimi: { ar: 'مصدر ميمي', en: 'mimi masdar' },
  masdar_instance: { ar: 'اسم المرة', en: 'noun of instance' },
  masdar_manner: { ar: 'اسم الهيئة', en: 'noun of manner' },
  active_participle: { ar: 'اسم الفاعل', en: 'active participle' },
  passive_participle: { ar: 'اسم المفعول', en: 'passive participle' },
  noun_of_place_time: { ar: 'اسم المكان والزمان', en: 'noun of place and time' },
  noun_of_instrument: { ar: 'اسم الآلة', en: 'noun of instrument' },
  elative: { ar: 'اسم التفضيل', en: 'elative' },
  intensive: { ar: 'صيغة مبالغة', en: 'intensive form' },
  adjective: { ar: 'صفة مشبهة', en: 'adjective (sifa mushabbaha)' },
};
const GENDERS: Names = { masculine: { ar: 'مذكر', en: 'masculine' }, feminine: { ar: 'مؤنث', en: 'feminine' } };
const NUMBERS: Names = { singular: { ar: 'مفرد', en: 'singular' }, dual: { ar: 'مثنى', en: 'dual' }, plural: { ar: 'جمع', en: 'plural' } };
const DEFINITENESS: Names = {
  indefinite: { ar: 'نكرة', en: 'indefinite' },
  definite: { ar: 'معرفة', en: 'definite' },
  construct: { ar: 'مضاف', en: 'construct' },
};
const CASES: Names = { nom: { ar: 'مرفوع', en: 'nominative' }, acc: { ar: 'منصوب', en: 'accusative' }, gen: { ar: 'مجرور', en: 'genitive' } };

/** Pushes the locale's name of `key` in `table`, when there is one (no closure: this runs per analysis). */
function pushName(parts: string[], table: Names, key: string | null | undefined, locale: Locale): void {
  const n = key ? table[key] : undefined;
  if (n) parts.push(n[locale]);
}

/** How a reading is written beside its description: the forms it stands for, the cases it merges, the verb's present. */
export interface ReadingView {
  /** The vocalized forms (in place of the word as typed). */
  forms?: readonly string[];
  /** Several cases of one noun reading («nominative or genitive»). */
  cases?: readonly string[];
  /** The verb's present, told after its past so that homographs stand apart (قَالَ يَقُولُ). */
  present?: string | null;
}

const OR: Record<Locale, string> = { ar: ' أو ', en: ' or ' };

export function describeAnalysis(a: Analysis, locale: Locale, view: ReadingView = {}): string {
  const parts: string[] = [];
  if (a.kind === 'verb') {
    pushName(parts, TENSES, a.tense, locale);
    const p = a.person ? PRONOUNS[a.person as Person] : undefined;
    if (p) parts.push(p[locale]);
    pushName(parts, VOICES, a.voice, locale);
  } else {
    pushName(parts, NOUNS, a.noun, locale);
    pushName(parts, GENDERS, a.gender, locale);
    pushName(parts, NUMBERS, a.number, locale);
    pushName(parts, DEFINITENESS, a.definiteness, locale);
    if (view.cases && view.cases.length > 1) {
      const names = view.cases.map((c) => CASES[c]?.[locale]).filter((n) => n !== undefined);
      if (names.length > 0) parts.push(names.join(OR[locale]));
    } else pushName(parts, CASES, a.case, locale);
  }
  const head = view.forms && view.forms.length > 0 ? view.forms.join(locale === 'ar' ? '، ' : ', ') : a.word;
  const verb = view.present ? `${a.lemma} ${view.present}` : a.lemma;
  let proclitics = '';
  for (const p of a.proclitics) if (p !== 'ال') proclitics += (proclitics === '' ? '' : ' + ') + p;
  if (locale === 'ar') {
    if (proclitics !== '') parts.push(`مع ${proclitics}`);
    if (a.enclitics.length > 1) parts.push(`متصل به الضميران ${a.enclitics.join(' + ')}`);
    else if (a.enclitic) parts.push(`متصل به الضمير ${a.enclitic}`);
    if (!a.in_lexicon) return `${head}: ${parts.join('، ')}، من ${verb} (الجذر ${[...a.root].join(' ')}، الوزن ${a.pattern}${a.bab ? ` (${a.bab})` : ''}؛ فعل ليس في المعجم)`;
    return `${head}: ${parts.join('، ')}، من ${verb}`;
  }
  if (proclitics !== '') parts.push(`with ${proclitics}`);
  if (a.enclitics.length > 1) parts.push(`with the attached pronouns ${a.enclitics.join(' + ')}`);
  else if (a.enclitic) parts.push(`with the attached pronoun ${a.enclitic}`);
  if (!a.in_lexicon)
    return `${head}: ${parts.join(', ')}, of ${verb} (root ${[...a.root].join(' ')}, pattern ${a.pattern}${a.bab ? ` (${a.bab})` : ''}; a verb not in the lexicon)`;
  return `${head}: ${parts.join(', ')}, of ${verb}`;
}

const POS: Names = { noun: { ar: 'اسم', en: 'noun' }, adj: { ar: 'صفة', en: 'adjective' } };

/**
 * A noun of the lexicon's list, in words: «كُتُبٌ: plural of كِتَاب (noun), indefinite, nominative» /
 * «كُتُبٌ: جمع كِتَاب (اسم)، نكرة، مرفوع».
 */
export function describeNounReading(r: NounReading, locale: Locale): string {
  const parts: string[] = [];
  const pos = POS[r.pos]![locale];
  if (r.which === 'plural' && r.base !== r.lemma) parts.push(locale === 'ar' ? `جمع ${r.lemma} (${pos})` : `plural of ${r.lemma} (${pos})`);
  else if (r.which === 'feminine') parts.push(locale === 'ar' ? `مؤنث ${r.lemma} (${pos})` : `feminine of ${r.lemma} (${pos})`);
  else {
    parts.push(pos);
    pushName(parts, NUMBERS, r.number, locale);
  }
  pushName(parts, DEFINITENESS, r.definiteness, locale);
  pushName(parts, CASES, r.case, locale);
  let proclitics = '';
  for (const p of r.proclitics) if (p !== 'ال') proclitics += (proclitics === '' ? '' : ' + ') + p;
  if (locale === 'ar') {
    if (proclitics !== '') parts.push(`مع ${proclitics}`);
    if (r.enclitic) parts.push(`متصل به الضمير ${r.enclitic}`);
    return `${r.word}: ${parts.join('، ')}`;
  }
  if (proclitics !== '') parts.push(`with ${proclitics}`);
  if (r.enclitic) parts.push(`with the attached pronoun ${r.enclitic}`);
  return `${r.word}: ${parts.join(', ')}`;
}
