import type { Bilingual, ContentPage } from './types.ts';

export const generateExamsLanding: Bilingual<ContentPage> = {
  ar: {
    title: 'أنشئ اختبارات الصرف والنحو آليًّا',
    description: 'من الأهداف إلى الإسناد في خطوات قليلة: اختر ما تريد قياسه، ويولّد محرّك الصرف الأسئلة بإجاباتها وشروحها، ثمّ أسند الاختبار إلى طلابك.',
    sections: [
      {
        id: 'objectives-and-count',
        heading: 'الخطوة الأولى: الأهداف وعدد الأسئلة',
        paragraphs: [
          'سمِّ الاختبار وحدّد أهدافه: ما المهارات التي تريد قياسها، كتصريف الماضي، أو تمييز المبني للمجهول، أو صوغ اسم الفاعل. ثمّ حدّد عدد الأسئلة حتى 100 بحسب خطتك، أو اترك العدد للمحرّك ليختار عددًا مناسبًا للأهداف.',
        ],
      },
      {
        id: 'criteria-and-filters',
        heading: 'الخطوة الثانية: المعايير وعوامل التصفية',
        paragraphs: [
          'اختر مصدر الأسئلة: أفعالًا أو جذورًا أو مشتقات أو مصادر أو أسماء. ابحث عن الكلمات بالإكمال التلقائي، أو صفِّها بالجذر ونوع الجذر، كأن تقصر الاختبار على الأفعال الجوفاء أو على الوزن العاشر.',
          'اختر أنواع الأسئلة من الأنواع الأحد عشر، ومستوى الكفاءة ومستوى بلوم إن أردت.',
        ],
      },
      {
        id: 'preview-and-finalize',
        heading: 'الخطوة الثالثة: المعاينة والاعتماد',
        paragraphs: ['راجع الأسئلة المولَّدة واحدًا واحدًا مع إجاباتها وشروحها. احذف ما لا يناسب صفّك، أو ولّد بديلًا عنه، أو عدّل صياغته بحسب خطتك، ثمّ اعتمد الاختبار.'],
      },
      {
        id: 'assign',
        heading: 'الخطوة الرابعة: الإسناد والمواعيد',
        paragraphs: ['أسند الاختبار إلى صفّ أو إلى طلاب بأعينهم أو إلى معلمين، وحدّد:'],
        items: [
          'موعد النشر: متى يظهر الاختبار للطلاب.',
          'موعد الانتهاء: آخر وقت لأداء الاختبار.',
          'المدة بالدقائق للاختبار الموقوت، أو اجعله مفتوحًا حتى موعد الانتهاء.',
          'درجة النجاح نسبةً مئوية.',
        ],
      },
      {
        id: 'draft-or-publish',
        heading: 'الخطوة الخامسة: مسودّة أو نشر',
        paragraphs: [
          'احفظ الاختبار مسودّة لتكمله لاحقًا، أو انشره فيظهر للطلاب في موعده. وتجد اختباراتك في «اختباراتي» مرتّبة: الجارية، والقادمة، والمنتهية، والمفتوحة، والمسودّات، والمجدولة، والمنسوخة، ويمكنك تحديث الاختبار بعد نشره.',
        ],
      },
      {
        id: 'question-types',
        heading: 'أحد عشر نوعًا من الأسئلة',
        paragraphs: [
          'تصريف الفعل، وتحديد الزمن والحالة، وتحديد الضمير، والمبني للمعلوم والمجهول، واستخراج الجذر، وتحديد الوزن، وتحديد نوع الفعل، والمصدر، واسم الفاعل، واسم المفعول، والأسماء المشتقة. ولكلّ نوع مثال محلول في صفحة «أنواع الأسئلة».',
        ],
      },
      {
        id: 'quality',
        heading: 'أسئلة يمكن الوثوق بها',
        paragraphs: ['كلّ صيغة مشكولة، وكلّ خيار خاطئ صيغة حقيقية يُتحقّق من أنها ليست صحيحة هي الأخرى؛ فلا يُعرض مثلًا «كتبت» بلا شكل على أنها لضمير واحد وهي تصلح لعدّة ضمائر.'],
      },
    ],
  },
  en: {
    title: 'Generate grammar and morphology exams automatically',
    description:
      'From objectives to assignment in a few steps: choose what you want to measure, the morphology engine writes the questions with their answers and explanations, then assign the exam to your students.',
    sections: [
      {
        id: 'objectives-and-count',
        heading: 'Step 1: objectives and number of questions',
        paragraphs: [
          'Name the exam and set its objectives: the skills you want to measure, such as conjugating the past, recognizing the passive or forming the active participle. Then set the number of questions, up to 100 depending on your plan, or leave the count to the engine to fit your objectives.',
        ],
      },
      {
        id: 'criteria-and-filters',
        heading: 'Step 2: criteria and filters',
        paragraphs: [
          'Choose where the questions come from: verbs, roots, derived words, verbal nouns or nouns. Find words with autocomplete, or filter by root and root type, for example to keep the exam to hollow verbs or to pattern X.',
          'Choose question types among the eleven, and a proficiency level and Bloom level if you like.',
        ],
      },
      {
        id: 'preview-and-finalize',
        heading: 'Step 3: preview and finalize',
        paragraphs: [
          'Review the generated questions one by one with their answers and explanations. Remove any that do not suit your class, generate a replacement, or reword it as your plan allows, then finalize the exam.',
        ],
      },
      {
        id: 'assign',
        heading: 'Step 4: assign and schedule',
        paragraphs: ['Assign the exam to a class, to chosen students or to teachers, and set:'],
        items: [
          'the publish date: when students can see the exam;',
          'the expiry date: the last moment to take it;',
          'the duration in minutes for a timed exam, or leave it open until the expiry date;',
          'the passing score, as a percentage.',
        ],
      },
      {
        id: 'draft-or-publish',
        heading: 'Step 5: draft or publish',
        paragraphs: [
          'Save the exam as a draft to finish later, or publish it so students see it on its publish date. My exams groups your exams as current, upcoming, finished, open, drafts, scheduled and cloned, and you can update an exam after publishing it.',
        ],
      },
      {
        id: 'question-types',
        heading: 'Eleven question types',
        paragraphs: [
          'Conjugate a verb, identify the tense or mood, identify the person, active or passive voice, find the root, identify the pattern, identify the verb type, verbal noun, active participle, passive participle and derived nouns. Each type has a worked example on the Question types page.',
        ],
      },
      {
        id: 'quality',
        heading: 'Questions you can trust',
        paragraphs: [
          'Every form is vocalized, and every wrong option is a real form checked not to be correct too; an unvocalized form such as كتبت, which fits several pronouns, is never offered as if only one were right.',
        ],
      },
    ],
  },
};
