import type { Bilingual, ContentPage } from './types.ts';

export const reportsLanding: Bilingual<ContentPage> = {
  ar: {
    title: 'تقارير الاختبارات',
    description: 'اعرف ما تعلّمه طلابك وما يحتاجون إلى مراجعته: نسب النجاح، والدرجات، والمحاولات، وصعوبة كلّ سؤال، لكلّ اختبار ولكلّ طالب.',
    sections: [
      {
        id: 'exam-overview',
        heading: 'نظرة عامة على كلّ اختبار',
        paragraphs: ['يعرض تقرير الاختبار عدد الطلاب المسند إليهم، ومن أدّاه منهم، ونسبة النجاح، ومتوسط الدرجات، وتوزيعها. فترى في لمحة هل حقّق الاختبار هدفه.'],
      },
      {
        id: 'question-analysis',
        heading: 'تحليل الأسئلة',
        paragraphs: [
          'لكلّ سؤال نسبة من أجابوا عنه إجابة صحيحة، والخيار الخاطئ الأكثر اختيارًا. ولأن الخيارات الخاطئة مبنيّة على أخطاء المتعلّمين الشائعة، فإنها تكشف سبب الخطأ: خلطًا بين الضمائر، أو بين اسم الفاعل واسم المفعول، أو عدًّا لحرف زائد من حروف الجذر.',
        ],
      },
      {
        id: 'student-progress',
        heading: 'تقدّم كلّ طالب',
        paragraphs: ['في ملف الطالب عدد محاولاته ودرجته ونسبة نجاحه، وفي كلّ محاولة تاريخها وحالتها ونتيجتها. وفي الخطط الأعلى تتابع تقدّمه عبر الاختبارات على مدى أطول.'],
      },
      {
        id: 'for-students',
        heading: 'للطالب أيضًا',
        paragraphs: ['يرى الطالب نتيجته فور التسليم: الدرجة، والنجاح أو الرسوب، ثمّ التقرير الكامل بإجابته في كلّ سؤال والإجابة الصحيحة وشرحها. فيصير الاختبار درسًا لا مجرّد علامة.'],
      },
      {
        id: 'for-schools',
        heading: 'للمدارس والجامعات',
        paragraphs: ['تطّلع الإدارة على أداء المعلمين والطلاب في الصفوف كلّها، وتقارن النتائج بين الصفوف والفترات. وتحفظ خطة المدارس الإحصاءات بلا حدّ زمني.'],
      },
      {
        id: 'export-and-plans',
        heading: 'التصدير والخطط',
        paragraphs: ['تصدّر تقارير الاختبار بصيغة PDF بخطّ عربي سليم، ويختلف مستوى التقارير ومدة حفظ الإحصاءات بحسب الخطة:'],
        items: [
          'المجانية: تقارير أساسية، وإحصاءات لشهر واحد.',
          'الأساسية: تقارير جزئية، وإحصاءات لثلاثة أشهر، وتنزيل PDF.',
          'الاحترافية: تقارير كاملة، وإحصاءات لسنة، ومتابعة كاملة للتقدّم.',
          'المدارس: تقارير كاملة، وإحصاءات بلا حدّ زمني، وسلّم درجات مخصّص.',
        ],
      },
    ],
  },
  en: {
    title: 'Exam reports',
    description: 'Know what your students learned and what they need to revise: pass rates, scores, attempts and how hard each question was, for every exam and every student.',
    sections: [
      {
        id: 'exam-overview',
        heading: 'An overview of every exam',
        paragraphs: [
          'The exam report shows how many students it was assigned to, how many took it, the pass rate, the average score and how scores are spread, so you see at a glance whether the exam did its job.',
        ],
      },
      {
        id: 'question-analysis',
        heading: 'Question analysis',
        paragraphs: [
          'For each question you see the share of students who answered correctly and the wrong option chosen most often. Because wrong options are built from common learner mistakes, they show why students went wrong: mixing up pronouns, confusing the active and passive participles, or counting an added letter as part of the root.',
        ],
      },
      {
        id: 'student-progress',
        heading: 'Each student’s progress',
        paragraphs: [
          'A student’s profile shows their number of attempts, grade and success rate, and each attempt shows its date, status and result. Higher plans let you follow progress across exams over a longer time.',
        ],
      },
      {
        id: 'for-students',
        heading: 'For students too',
        paragraphs: [
          'Students see their result as soon as they submit: their score and whether they passed, then the full report with their answer to each question, the correct answer and its explanation. The exam becomes a lesson, not just a mark.',
        ],
      },
      {
        id: 'for-schools',
        heading: 'For schools and universities',
        paragraphs: [
          'Administrators see how teachers and students perform across all classes, and compare results between classes and terms. The School plan keeps statistics without a time limit.',
        ],
      },
      {
        id: 'export-and-plans',
        heading: 'Export and plans',
        paragraphs: ['Exam reports export to PDF with properly shaped Arabic, and the report level and how long statistics are kept depend on the plan:'],
        items: [
          'Free: basic reports, statistics kept for one month.',
          'Basic: partial reports, statistics kept for 3 months, PDF download.',
          'Pro: full reports, statistics kept for one year, full progress tracking.',
          'School: full reports, statistics kept without a time limit, a customized grade scale.',
        ],
      },
    ],
  },
};
