/**
 * Why the form in the gap is right, in both languages: the rule of the particle, the sign of the
 * mood for this person and verb (الأفعال الخمسة بحذف النون، الناقص بحذف حرف العلة…), the vowel the
 * next word brings (تحريك الساكن لالتقاء الساكنين), and the verb's agreement with its subject.
 */
import type { Person } from '@tasreef/morphology';
import type { Bilingual } from '@tasreef/contracts/exams';
import type { Mood } from './particles.ts';
import { waslVowel } from './wasl.ts';

const FIVE_VERBS: ReadonlySet<Person> = new Set(['2fs', '2d', '3md', '3fd', '2mp', '3mp']);
const FEMININE_PLURAL: ReadonlySet<Person> = new Set(['2fp', '3fp']);
const LONG_FINAL = /[\u0648\u064A\u0649\u0627]$/u;

const MOOD_NAME: Record<Mood, Bilingual> = {
  indicative: { ar: 'مرفوع', en: 'indicative' },
  subjunctive: { ar: 'منصوب', en: 'subjunctive' },
  jussive: { ar: 'مجزوم', en: 'jussive' },
};
const SIGN_WORD: Record<Mood, string> = { indicative: 'رفعه', subjunctive: 'نصبه', jussive: 'جزمه' };

/** The sign of the mood: «وعلامة جزمه حذف النون لأنه من الأفعال الخمسة». `indicative` is the person's indicative form (a defective verb's ends in its weak letter). */
export function moodSign(mood: Mood, person: Person, indicative: string, forms: readonly string[]): Bilingual {
  const head = `الفعل ${MOOD_NAME[mood].ar}`;
  if (FEMININE_PLURAL.has(person))
    return {
      ar: `${head} محلًّا، وهو مبني على السكون لاتصاله بنون النسوة، فلا تتغير صورته.`,
      en: `The verb is ${MOOD_NAME[mood].en} in position only: with the feminine plural nūn it is built on sukūn and does not change.`,
    };
  if (FIVE_VERBS.has(person))
    return mood === 'indicative'
      ? { ar: `${head} وعلامة رفعه ثبوت النون لأنه من الأفعال الخمسة.`, en: 'The verb is indicative, marked by keeping its nūn: it is one of the five verbs (al-afʿāl al-khamsa).' }
      : {
          ar: `${head} وعلامة ${SIGN_WORD[mood]} حذف النون لأنه من الأفعال الخمسة.`,
          en: `The verb is ${MOOD_NAME[mood].en}, marked by dropping its nūn: it is one of the five verbs (al-afʿāl al-khamsa).`,
        };
  const weak = LONG_FINAL.test(indicative.normalize('NFC'));
  const alif = /[\u0649\u0627]$/u.test(indicative.normalize('NFC'));
  if (weak && mood === 'jussive') return { ar: `${head} وعلامة جزمه حذف حرف العلة من آخره.`, en: 'The verb is jussive, marked by dropping its final weak letter.' };
  if (weak && (mood === 'indicative' || alif)) {
    // on an alif no vowel can be said (للتعذر); on wāw and yāʾ the damma is only heavy (للثقل), and the fatha shows (لَنْ يَدْعُوَ): review s24
    const why = alif ? { ar: 'للتعذر', en: 'no vowel can be said on an alif (taʿadhdhur)' } : { ar: 'للثقل', en: 'it is too heavy on a wāw or yāʾ (thiqal)' };
    return {
      ar: `${head} وعلامة ${SIGN_WORD[mood]} ${mood === 'indicative' ? 'الضمة' : 'الفتحة'} المقدَّرة على آخره ${why.ar}.`,
      en: `The verb is ${MOOD_NAME[mood].en}; its ${mood === 'indicative' ? 'damma' : 'fatha'} is implied on its final weak letter, not written: ${why.en}.`,
    };
  }
  if (mood === 'jussive' && forms.length > 1)
    return {
      ar: `${head} وعلامة جزمه السكون في الفكّ (${forms.find((f) => f.endsWith('\u0652')) ?? forms[0]})، ويجوز الإدغام مع فتح آخره أو كسره، والوجوه كلها صحيحة: ${forms.join('، ')}.`,
      en: `The verb is jussive, marked by sukūn when its doubled letters are split; assimilated with a fatha or a kasra is also right: ${forms.join(', ')}.`,
    };
  const sign = { indicative: ['الضمة', 'a damma'], subjunctive: ['الفتحة', 'a fatha'], jussive: ['السكون', 'sukūn'] }[mood];
  return { ar: `${head} وعلامة ${SIGN_WORD[mood]} ${sign[0]}.`, en: `The verb is ${MOOD_NAME[mood].en}, marked by ${sign[1]}.` };
}

/** «وحُرِّك آخره بالكسر لالتقاء الساكنين» when the written form differs from the engine's form alone. */
export function waslNote(form: string, writtenForm: string): Bilingual | null {
  if (form === writtenForm) return null;
  const v = waslVowel(form);
  // the plural mīm (كَتَبْتُمُ) is not the plural wāw (يَخْشَوُا)
  if (v === 'damma' && form.normalize('NFC').endsWith('\u0645\u0652'))
    return {
      ar: `وضُمَّت ميم الجمع (${writtenForm}) لالتقاء الساكنين، لأن الكلمة بعدها تبدأ بهمزة وصل.`,
      en: `The plural mīm takes a damma (${writtenForm}) because two vowelless letters meet: the next word opens with hamzat al-waṣl.`,
    };
  if (v === 'damma')
    return {
      ar: `وضُمَّت واو الجماعة (${writtenForm}) لالتقاء الساكنين، لأن الكلمة بعدها تبدأ بهمزة وصل.`,
      en: `The wāw of the plural takes a damma (${writtenForm}) because two vowelless letters meet: the next word opens with hamzat al-waṣl.`,
    };
  return {
    ar: `وحُرِّك الساكن بالكسر لالتقاء الساكنين (${writtenForm})، لأن الكلمة بعده تبدأ بهمزة وصل.`,
    en: `Its final sukūn becomes a kasra (${writtenForm}) because two vowelless letters meet: the next word opens with hamzat al-waṣl.`,
  };
}
