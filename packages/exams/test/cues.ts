/**
 * Explanations that teach (issue 31): every explanation names the cue its question tests, in
 * Arabic and in English. The cues are written here from the grammar (a teacher's list), not from
 * the generator's code: the prefix vowel for voice, the mood sign (and its particle) for the
 * present, the affix for the person, the pattern (وزن) for a derived noun; a multiple-choice
 * explanation also says why its most tempting wrong option is wrong (names one of them).
 */
import type { Question } from '@tasreef/contracts/exams';
import { stripMarks } from '@tasreef/morphology';

/** Letters only, hamza seats and hamzat al-wasl folded (إفعال = افعال). */
const bare = (s: string) =>
  stripMarks(s)
    .replace(/[أإآٱ]/gu, 'ا')
    .replace(/\u0640/gu, '');

const FIVE_VERB_PERSONS = new Set(['2fs', '2d', '3md', '3fd', '2mp', '3mp']);
const NISWA = new Set(['3fp', '2fp']);

/** The suffix that shows a person, by the grammar's name (none for persons shown by the prefix alone). */
function suffixName(tense: string, person: string): string | null {
  if (tense === 'past') {
    if (person === '1p') return 'نا';
    if (person.startsWith('1') || person.startsWith('2') || person === '3fs') return 'تاء';
    if (person === '3md' || person === '3fd') return 'ألف الاثنين';
    if (person === '3mp') return 'واو الجماعة';
    if (person === '3fp') return 'نون النسوة';
    return null;
  }
  if (person === '2fs') return 'ياء المخاطبة';
  if (['3md', '3fd', '2d'].includes(person)) return 'ألف الاثنين';
  if (['3mp', '2mp'].includes(person)) return 'واو الجماعة';
  if (NISWA.has(person)) return 'نون النسوة';
  return null;
}

/** The augmented patterns' nouns, letters only: active participle, masdar (any of), by the grammar books. */
const AP: Record<string, string> = {
  II: 'مفعل',
  III: 'مفاعل',
  IV: 'مفعل',
  V: 'متفعل',
  VI: 'متفاعل',
  VII: 'منفعل',
  VIII: 'مفتعل',
  IX: 'مفعل',
  X: 'مستفعل',
  XI: 'مفعال',
  XII: 'مفعوعل',
  XIII: 'مفعول',
  QI: 'مفعلل',
  QII: 'متفعلل',
  QIII: 'مفعنلل',
  QIV: 'مفعلل',
};
const MASDAR: Record<string, string[]> = {
  II: ['تفعيل', 'تفعلة'],
  III: ['مفاعلة', 'فعال'],
  IV: ['افعال'],
  V: ['تفعل'],
  VI: ['تفاعل'],
  VII: ['انفعال'],
  VIII: ['افتعال'],
  IX: ['افعلال'],
  X: ['استفعال'],
  XI: ['افعيلال'],
  XII: ['افعيعال'],
  XIII: ['افعوال'],
  QI: ['فعللة', 'فعلال'],
  QII: ['تفعلل'],
  QIII: ['افعنلال'],
  QIV: ['افعلال'],
};

/** What is missing from a question's explanation (empty when it teaches). */
export function missingCues(q: Question): string[] {
  const ar = q.explanation.ar;
  const en = q.explanation.en;
  const arBare = bare(ar);
  /** Whether the Arabic names `needle`, its marks and hamza seats aside. */
  const has = (...needles: string[]) => needles.some((n) => arBare.includes(bare(n)));
  const out: string[] = [];
  const needAr = (what: string, ok: boolean) => void (ok || out.push(`ar: ${what}`));
  const needEn = (what: string, re: RegExp) => void (re.test(en) || out.push(`en: ${what}`));
  const pattern = q.source.pattern;
  if (q.source.slot && ['conjugate', 'identify_tense', 'identify_person', 'voice'].includes(q.type)) {
    const [tense, voice, person] = q.source.slot.split('.') as [string, string, string];
    const present = tense.startsWith('present');
    if (q.type === 'voice') {
      if (tense === 'past' && voice === 'passive') needAr('ضمّ أوله وكسر ما قبل آخره', has('أوله') && has('كسر ما قبل آخره'));
      else if (voice === 'passive') needAr('ضمّ حرف المضارعة وفتح ما قبل آخره', has('حرف المضارعة') && has('فتح ما قبل آخره'));
      else needAr('the first letter’s vowel', has('أوله', 'حرف المضارعة'));
      needEn('the first letter’s vowel', /first letter|prefix/iu);
    }
    if (q.type === 'identify_person' || q.type === 'conjugate') {
      const s = suffixName(tense, person);
      if (s) needAr(s, has(s));
      if (present) needAr('حرف المضارعة', has('حرف المضارعة'));
      if (!s && !present) needAr('the hidden pronoun', has('مستتر'));
      needEn('the affix', /suffix|prefix|ending|hidden/iu);
    }
    if ((q.type === 'identify_tense' || q.type === 'conjugate') && present) {
      if (NISWA.has(person)) needAr('نون النسوة، مبني', has('نون النسوة') && has('مبني'));
      else if (tense.includes('energetic')) needAr('نون التوكيد', has('نون التوكيد'));
      else if (FIVE_VERB_PERSONS.has(person)) needAr(tense === 'present_indicative' ? 'ثبوت النون' : 'حذف النون', has(tense === 'present_indicative' ? 'ثبوت النون' : 'حذف النون'));
      else if (tense === 'present_indicative') needAr('الضمة', has('الضمة'));
      else if (tense === 'present_subjunctive') needAr('الفتحة', has('الفتحة'));
      else needAr('السكون / حذف حرف العلة', has('السكون', 'حذف حرف العلة'));
      if (tense === 'present_subjunctive' && !NISWA.has(person)) needAr('a particle (لن)', /لن /u.test(arBare));
      if (tense === 'present_jussive' && !NISWA.has(person)) needAr('a particle (لم)', /لم /u.test(arBare));
      needEn('the mood sign', /damma|fatḥa|sukūn|nūn|weak letter/iu);
    }
    // a present with the feminine plural nūn is built (مبني), the same in the three moods: it has no mood to name
    if (NISWA.has(person) && ['present_indicative', 'present_subjunctive', 'present_jussive'].includes(tense))
      needAr('no mood named for a form built on the nūn of the women', !/المرفوع|المنصوب|المجزوم/u.test(arBare));
    if (q.type === 'identify_tense') {
      needAr('حرف المضارعة (its presence or absence)', has('حرف المضارعة'));
      needEn('the prefix', /prefix/iu);
    }
  }
  const noun = q.source.noun;
  if (noun && ['active_participle', 'passive_participle', 'derived_noun', 'masdar'].includes(q.type)) {
    const I = pattern === 'I';
    const wazn = (xs: string[]) => needAr(`وزن ${xs.join(' / ')}`, has('وزن') && has(...xs));
    if (noun === 'active_participle') {
      wazn([I ? 'فاعل' : AP[pattern]!]);
      if (!I) needAr('كسر ما قبل الآخر', has('كسر ما قبل الآخر', 'كسر ما قبل آخره'));
    } else if (noun === 'passive_participle') {
      wazn([I ? 'مفعول' : AP[pattern]!]);
      if (!I) needAr('فتح ما قبل الآخر', has('فتح ما قبل الآخر', 'فتح ما قبل آخره'));
    } else if (noun === 'masdar') {
      if (I) needAr('سماعي', has('سماع'));
      else wazn(MASDAR[pattern]!);
    } else if (noun === 'noun_of_place_time' || noun === 'masdar_mimi') {
      if (I) wazn(['مفعل']);
      else needAr('على وزن اسم المفعول', has('اسم المفعول'));
    } else if (noun === 'noun_of_instrument') wazn(['مفعل', 'مفعال', 'مفعلة']);
    else if (noun === 'elative') wazn(['افعل']);
    else if (noun === 'intensive') wazn(['فعال', 'فعول', 'مفعال', 'فعيل', 'فعل']);
    needEn('the pattern', /pattern/iu);
  }
  // a multiple-choice item: why the most tempting wrong option is wrong (it is named)
  const formOptions = ['conjugate', 'active_participle', 'passive_participle', 'masdar'].includes(q.type) || (q.type === 'derived_noun' && !q.prompt_form);
  if (q.format === 'multiple_choice' && formOptions) {
    const key = (q.answer as { option_id: string }).option_id;
    const wrong = q.options.filter((o) => o.id !== key).map((o) => o.value);
    needAr(
      'a wrong option named',
      wrong.some((w) => ar.includes(`«${w}»`)),
    );
  }
  return out;
}
