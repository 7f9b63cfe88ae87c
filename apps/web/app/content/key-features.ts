import type { Bilingual, ContentPage } from './types.ts';

export const keyFeatures: Bilingual<ContentPage> = {
  ar: {
    title: 'مزايا المنصّة',
    description: 'كلّ ما يحتاج إليه متعلّم الصرف العربي ومعلّمه: جداول تصريف، وبحث ذكي، ومولّد اختبارات، وتقارير، وربط بأنظمة إدارة التعلّم.',
    sections: [
      {
        id: 'conjugation',
        heading: 'تصريف كامل لكلّ فعل',
        paragraphs: [
          'الماضي والمضارع بحالاته الثلاث والأمر والمؤكَّد بالنون، للمعلوم وللمجهول، مع الضمائر كلّها، وكلّ صيغة مشكولة. ومع كلّ فعل مصدره واسم الفاعل واسم المفعول وسائر مشتقاته.',
        ],
        items: [
          '22 وزنًا فعليًّا للثلاثي والرباعي، مجرّدًا ومزيدًا.',
          'الأفعال الصحيحة والمعتلّة والمهموزة والمضعّفة بقواعد إعلالها وإبدالها.',
          'المصادر والمشتقات: اسم الفاعل، واسم المفعول، واسم المكان والزمان، واسم الآلة، واسم التفضيل.',
        ],
      },
      {
        id: 'search',
        heading: 'بحث في أكثر من ثمانية ملايين كلمة',
        paragraphs: [
          'ابحث بالجذر أو بأيّ صيغة من صيغ الفعل ومشتقاته، مشكولةً أو غير مشكولة، أو بالمعنى الإنجليزي. ويضيّق البحث المتقدّم النتائج بـ38 نوعًا من أنواع الأفعال وبعدد حروف الجذر والتجرّد والزيادة والحرف الأول.',
        ],
      },
      {
        id: 'exam-generator',
        heading: 'مولّد اختبارات بأحد عشر نوعًا من الأسئلة',
        paragraphs: [
          'اختر الأفعال أو الجذور أو المشتقات، فيولّد المحرّك أكثر من مئة سؤال في وقت قصير، وتختار منها ما يصل إلى 100 سؤال في الاختبار. الأسئلة اختيار من متعدد أو صواب وخطأ، ولكلّ منها شرح.',
          'الخيارات الخاطئة صيغ حقيقية: خانات أخرى من الفعل نفسه، أو الخانة نفسها من فعل مشابه، أو أخطاء شائعة عند المتعلّمين، ويُتحقّق من أن أيًّا منها ليس صحيحًا هو الآخر.',
        ],
      },
      {
        id: 'standards',
        heading: 'متوافق مع الأطر المرجعية',
        paragraphs: [
          'يحمل كلّ سؤال مستوى كفاءة من A1 إلى C2 وفق الإطار الأوروبي المرجعي (CEFR) مع ما يقابله في ACTFL وILR، ومستوى من مستويات بلوم الثلاثة الأولى: التذكر والفهم والتطبيق.',
        ],
      },
      {
        id: 'exam-delivery',
        heading: 'اختبارات موقوتة أو مفتوحة',
        paragraphs: ['حدّد موعد النشر والانتهاء والمدة ودرجة النجاح، وأسند الاختبار إلى صفّ أو إلى طلاب بأعينهم. تُحفظ الإجابات أوّلًا بأوّل، ويمكن استئناف المحاولة بعد الانقطاع.'],
      },
      {
        id: 'reports',
        heading: 'تقارير ومتابعة',
        paragraphs: ['نسب النجاح، ودرجات الطلاب ومحاولاتهم، وصعوبة كلّ سؤال، مع تصدير التقارير بصيغة PDF. وتتابع المدرسة أداء معلميها وطلابها من لوحة واحدة.'],
      },
      {
        id: 'integration',
        heading: 'ربط بأنظمة إدارة التعلّم',
        paragraphs: ['واجهة برمجية (API) موثّقة وخطافات ويب (webhooks) لإنشاء الاختبارات وإسنادها من نظامك وتلقّي النتائج فور التسليم.'],
      },
      {
        id: 'bilingual',
        heading: 'بالعربية والإنجليزية',
        paragraphs: ['الواجهة كاملة باللغتين، بالاتجاه الصحيح لكلّ منهما، وتبقى الصيغ العربية مشكولة في الحالتين. والخطط تبدأ من دولار واحد في الشهر، مع خصم على الاشتراك السنوي.'],
      },
    ],
  },
  en: {
    title: 'Key features',
    description: 'Everything an Arabic morphology learner and teacher needs: conjugation tables, smart search, an exam generator, reports and LMS integration.',
    sections: [
      {
        id: 'conjugation',
        heading: 'Full conjugation for every verb',
        paragraphs: [
          'Past, present in its three moods, imperative and energetic, active and passive, for every pronoun, with every form fully vocalized. Each verb comes with its verbal noun, active and passive participles and its other derived nouns.',
        ],
        items: [
          '22 verb patterns for three- and four-letter roots, base and augmented.',
          'Sound, weak, hamzated and doubled verbs, with their spelling changes applied.',
          'Verbal nouns and derived nouns: active participle, passive participle, nouns of place and time, noun of instrument and elative.',
        ],
      },
      {
        id: 'search',
        heading: 'Search across more than 8 million words',
        paragraphs: [
          'Search by root, by any form of a verb or derived word, with or without vowels, or by English meaning. Advanced search narrows results by 38 verb types, number of root letters, base or augmented, and first letter.',
        ],
      },
      {
        id: 'exam-generator',
        heading: 'An exam generator with 11 question types',
        paragraphs: [
          'Pick verbs, roots or derived words and the engine quickly generates more than 100 questions, from which you keep up to 100 per exam. Questions are multiple choice or true/false, each with an explanation.',
          'Wrong options are real forms: other slots of the same verb, the same slot of a similar verb, or common learner mistakes, and each is checked not to be correct as well.',
        ],
      },
      {
        id: 'standards',
        heading: 'Aligned with reference frameworks',
        paragraphs: [
          'Each question carries a proficiency level from A1 to C2 on the CEFR scale with its ACTFL and ILR equivalents, and one of the first three Bloom levels: remember, understand and apply.',
        ],
      },
      {
        id: 'exam-delivery',
        heading: 'Timed or open exams',
        paragraphs: [
          'Set the publish date, expiry date, duration and passing score, and assign the exam to a class or to chosen students. Answers are saved as students go, and an attempt can be resumed after a disconnection.',
        ],
      },
      {
        id: 'reports',
        heading: 'Reports and follow-up',
        paragraphs: [
          'Pass rates, students’ scores and attempts, and how hard each question was, with reports exported as PDF. Schools follow their teachers’ and students’ performance from one dashboard.',
        ],
      },
      {
        id: 'integration',
        heading: 'LMS integration',
        paragraphs: ['A documented API and webhooks to create and assign exams from your own system and receive results as soon as students submit.'],
      },
      {
        id: 'bilingual',
        heading: 'In Arabic and English',
        paragraphs: [
          'The whole interface in both languages, each in its own direction, with Arabic forms fully vocalized either way. Plans start from $1 a month, with a discount for yearly billing.',
        ],
      },
    ],
  },
};
