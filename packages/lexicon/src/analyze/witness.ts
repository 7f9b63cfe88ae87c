/**
 * Hard forms read back, written from the Qur'an's own spellings (sura:verse, the Madinah muṣḥaf's
 * letters, marks left out) and from printed grammars (Wright, A Grammar of the Arabic Language,
 * 3rd ed., I §§ 95–169 on the weak and assimilated verbs; al-Ḥamlāwī, Shadhā al-ʿarf, on the
 * hamzated imperative and the ifṭiʿāl assimilations), never from the engine's output. Each gives
 * every root the dictionaries file the word under (the etymological one first: Lisān al-ʿArab).
 */
import type { EvalCase } from './evaluate.ts';

const w = (word: string, roots: string, pattern: string, source: string): EvalCase => ({ word, roots: roots.split('/'), pattern, source });

export const WITNESSES: readonly EvalCase[] = [
  // a root filed under its other weak letter (Lisān: سما يسمو، الاسم; عاد يعود، العادة)
  w('سمى', 'سمو/سمي', 'II', 'Lisān سمو; Q 53:23 سَمَّيْتُمُوهَا'),
  w('سميتها', 'سمو/سمي', 'II', 'Q 3:36'),
  w('سموهم', 'سمو/سمي', 'II', 'Q 13:33 (imperative)'),
  w('اعتاد', 'عود', 'VIII', 'Lisān عود: العادة'),
  w('عدتم', 'عود', 'I', 'Q 17:8'),
  w('عدنا', 'عود', 'I', 'Q 17:8'),
  // form VIII, first radical hamza: the imperative and passive as spoken at the start
  w('ايتلف', 'ءلف', 'VIII', 'Shadhā al-ʿarf: اِيتَلِفْ'),
  w('ايتمن', 'ءمن', 'VIII', 'Wright I §138: اِيتَمِنْ'),
  w('اؤتمن', 'ءمن', 'VIII', 'Q 2:283'),
  w('اوتمن', 'ءمن', 'VIII', 'Wright I §138: أُوتُمِنَ'),
  w('اتخذ', 'ءخذ/تخذ', 'VIII', 'Q 2:51'),
  // form VIII with an assimilated ت
  w('اطرد', 'طرد', 'VIII', 'Wright I §116: اِطَّرَدَ'),
  w('اصطبر', 'صبر', 'VIII', 'Q 19:65'),
  w('اصطفى', 'صفو/صفي', 'VIII', 'Q 2:132'),
  w('اضطر', 'ضرر', 'VIII', 'Q 2:173'),
  w('ازدادوا', 'زيد', 'VIII', 'Q 3:90'),
  w('اتقوا', 'وقي', 'VIII', 'Q 2:21'),
  w('يتقه', 'وقي', 'VIII', 'Q 24:52'),
  w('اذكر', 'ذكر', 'VIII', 'Q 12:45 وَادَّكَرَ'),
  // energetic imperatives, last radical weak or doubled (Wright I §97)
  w('ارضين', 'رضي/رضو', 'I', 'اِرْضَيَنَّ'),
  w('ارضون', 'رضي/رضو', 'I', 'اِرْضَوُنَّ'),
  w('اعيين', 'عيي', 'I', 'اِعْيَيَنَّ'),
  w('ايبين', 'ءبي', 'I', 'اِيبَيَنَّ'),
  w('ارمين', 'رمي', 'I', 'اِرْمِيَنَّ'),
  w('ادعون', 'دعو', 'I', 'اُدْعُوَنَّ'),
  w('مدن', 'مدد', 'I', 'مُدَّنَّ'),
  // quadriliteral defective QII and hamzated X
  w('تسلقى', 'سلقي', 'QII', 'Wright I §69: تَسَلْقَى'),
  w('تسلقيت', 'سلقي', 'QII', 'تَسَلْقَيْتُ'),
  w('يتسلقون', 'سلقي', 'QII', 'يَتَسَلْقَوْنَ'),
  w('استضاء', 'ضوء', 'X', 'اِسْتَضَاءَ'),
  w('يستضيء', 'ضوء', 'X', 'يَسْتَضِيءُ'),
  w('استضئ', 'ضوء', 'X', 'اِسْتَضِئْ'),
  w('يستهزئ', 'هزء', 'X', 'Q 2:15'),
  // form I فَعِلَ, last radical weak
  w('اسي', 'ءسي/ءسو', 'I', 'أَسِيَ'),
  w('تأس', 'ءسي/ءسو', 'I', 'Q 5:26'),
  w('آسى', 'ءسي/ءسو', 'I', 'Q 7:93'),
  w('أفعيينا', 'عيي', 'I', 'Q 50:15'),
  w('رضوا', 'رضي/رضو', 'I', 'Q 9:59'),
  w('نسوا', 'نسي', 'I', 'Q 9:67'),
  // the light energetic written with a tanwīn alif
  w('لنسفعا', 'سفع', 'I', 'Q 96:15 لَنَسْفَعًا'),
  w('وليكونا', 'كون', 'I', 'Q 12:32 وَلَيَكُونًا'),
  // form VI and V with ت assimilated to the first radical, with a wasl alif
  w('اداركوا', 'درك', 'VI', 'Q 7:38 ادَّارَكُوا'),
  w('اثاقلتم', 'ثقل', 'VI', 'Q 9:38 اثَّاقَلْتُمْ'),
  w('فادارأتم', 'درء', 'VI', 'Q 2:72 فَادَّارَأْتُمْ'),
  w('اطيرنا', 'طير', 'V', 'Q 27:47 اطَّيَّرْنَا'),
  w('وازينت', 'زين', 'V', 'Q 10:24 وَازَّيَّنَتْ'),
  // forms V and VI in the present with one of the two ت's dropped (حذف إحدى التاءين)
  w('تذكرون', 'ذكر', 'V', 'Q 6:152 تَذَكَّرُونَ'),
  w('تظاهرون', 'ظهر', 'VI', 'Q 2:85 تَظَاهَرُونَ'),
  w('لتعارفوا', 'عرف', 'VI', 'Q 49:13 لِتَعَارَفُوا'),
  w('أفتذكرون', 'ذكر', 'V', 'Q 6:80 أَفَلَا تَتَذَكَّرُونَ; 10:3 أَفَلَا تَذَكَّرُونَ'),
  // clitic stacks, the question hamza, the oath lām
  w('فسيكفيكهم', 'كفي', 'I', 'Q 2:137'),
  w('أنلزمكموها', 'لزم', 'IV', 'Q 11:28'),
  w('فأسقيناكموه', 'سقي', 'IV', 'Q 15:22'),
  w('ليستخلفنهم', 'خلف', 'X', 'Q 24:55'),
  w('أتستبدلون', 'بدل', 'X', 'Q 2:61'),
  w('أأنذرتهم', 'نذر', 'IV', 'Q 2:6'),
  w('لتركبن', 'ركب', 'I', 'Q 84:19'),
  w('ليسجنن', 'سجن', 'I', 'Q 12:32'),
  w('لترون', 'رءي', 'I', 'Q 102:6'),
  w('لتبلون', 'بلو/بلي', 'I', 'Q 3:186'),
  // hamzated and weak forms met everywhere
  w('يؤمنون', 'ءمن', 'IV', 'Q 2:3'),
  w('يستحيي', 'حيي', 'X', 'Q 2:26'),
  w('فتلقى', 'لقي', 'V', 'Q 2:37'),
  w('استوى', 'سوي', 'VIII', 'Q 2:29'),
  w('تتجافى', 'جفو/جفي', 'VI', 'Q 32:16'),
  w('فاستقيموا', 'قوم', 'X', 'Q 41:6'),
  w('ابيضت', 'بيض', 'IX', 'Q 3:107'),
  w('يبتغون', 'بغي', 'VIII', 'Q 5:2'),
  w('اطمأنت', 'طمءن', 'QIV', 'Q 89:27 الْمُطْمَئِنَّةُ; 22:11 اطْمَأَنَّ'),
  w('تقشعر', 'قشعر', 'QIV', 'Q 39:23'),
  w('زلزلت', 'زلزل', 'QI', 'Q 99:1'),
  w('يوسوس', 'وسوس', 'QI', 'Q 114:5'),
  w('أوتيت', 'ءتي', 'IV', 'Q 20:36'),
  w('وآتوا', 'ءتي', 'IV', 'Q 2:43'),
  w('أرنا', 'رءي', 'IV', 'Q 2:128'),
  w('فأووا', 'ءوي', 'I', 'Q 18:16'),
  w('وأمر', 'ءمر', 'I', 'Q 20:132'),
  w('فأتوا', 'ءتي', 'I', 'Q 2:23'),
  w('ائذن', 'ءذن', 'I', 'Q 9:49'),
  w('ائت', 'ءتي', 'I', 'Q 10:15'),
  w('ائتوني', 'ءتي', 'I', 'Q 12:59'),
  w('حاججتم', 'حجج', 'III', 'Q 3:66'),
  w('يرتدد', 'ردد', 'VIII', 'Q 2:217'),
  w('يشاقق', 'شقق', 'III', 'Q 4:115'),
  w('ينقض', 'قضض', 'VII', 'Q 18:77 يَنْقَضَّ'),
  w('تبارك', 'برك', 'VI', 'Q 67:1'),
  w('فاعتدوا', 'عدو', 'VIII', 'Q 2:194'),
];
