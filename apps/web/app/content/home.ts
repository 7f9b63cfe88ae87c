import type { Bilingual, ContentPage } from './types.ts';

export const home: Bilingual<ContentPage> = {
  ar: {
    title: 'تصريف: تعلّم تصريف الأفعال العربية وأنشئ اختبارات الصرف في دقائق',
    description:
      'جداول تصريف كاملة لأفعال العربية بأوزانها الاثنين والعشرين وأنواعها كلّها، وبحث بالجذر أو الوزن أو المعنى الإنجليزي، ومولّد اختبارات في النحو والصرف للطلاب والمعلمين والمدارس والجامعات.',
    sections: [
      {
        id: 'what-is-tasreef',
        heading: 'ما تصريف؟',
        paragraphs: [
          'تصريف منصّة ثنائية اللغة (العربية والإنجليزية) لتعلّم الصرف العربي وتعليمه. تعرض لك كيف يتصرّف الفعل في أزمنته وحالاته وضمائره، وما يُشتقّ منه من مصادر وأسماء، وتحوّل ذلك كلّه إلى اختبارات جاهزة يمكن إسنادها إلى الطلاب وقياس نتائجها.',
          'في تصريف أكثر من ثمانية ملايين كلمة قابلة للبحث، و22 وزنًا فعليًّا، و38 نوعًا من أنواع الأفعال في البحث المتقدّم.',
        ],
      },
      {
        id: 'conjugation-tables',
        heading: 'جداول تصريف كاملة ومشكولة',
        paragraphs: [
          'لكلّ فعل جدول تصريف كامل: الماضي، والمضارع المرفوع والمنصوب والمجزوم، والأمر، والمؤكَّد بالنون، للمعلوم والمجهول، مع الضمائر كلّها. كلّ صيغة مضبوطة بالشكل التامّ، لأن الحركة في الصرف جزء من الجواب.',
          'وتجد مع الجدول المصدر واسم الفاعل واسم المفعول وسائر المشتقات، ونوع الفعل ووزنه وجذره.',
        ],
      },
      {
        id: 'search',
        heading: 'ابحث كما تفكّر',
        paragraphs: [
          'اكتب جذرًا مثل «ك ت ب»، أو صيغة مثل «استخرجوا»، أو معنى بالإنجليزية مثل «to write»، فيقودك البحث إلى الفعل وجدوله. لا يلزمك كتابة الحركات.',
          'وفي البحث المتقدّم تختار الأفعال بخصائصها: ثلاثي أو رباعي، مجرّد أو مزيد، صحيح أو معتلّ، ونوع الفعل، والحرف الأول من الجذر.',
        ],
      },
      {
        id: 'exam-generator',
        heading: 'مولّد اختبارات النحو والصرف',
        paragraphs: [
          'أنشئ اختبارًا من أحد عشر نوعًا من الأسئلة: التصريف، والزمن، والضمير، والبناء للمجهول، والجذر، والوزن، ونوع الفعل، والمصدر، واسم الفاعل، واسم المفعول، والأسماء المشتقة. يصل الاختبار إلى 100 سؤال، ويكون موقوتًا أو مفتوحًا.',
          'تُولَّد الأسئلة من محرّك الصرف مباشرة، ولكلّ سؤال إجابة صحيحة وشرح قصير، ومستوى من مستويات بلوم (1–3) ومستوى كفاءة وفق الإطار الأوروبي المرجعي (CEFR) وما يقابله في ACTFL وILR.',
        ],
      },
      {
        id: 'teachers-and-schools',
        heading: 'للمعلمين والمدارس',
        paragraphs: [
          'يُسند المعلم الاختبار إلى صفّ أو إلى طلاب بأعينهم، ويحدّد موعد النشر وموعد الانتهاء والمدة ودرجة النجاح. وتدير المدرسة حسابات معلميها وطلابها من لوحة واحدة.',
          'وللجهات التي تعتمد نظام إدارة تعلّم (LMS) واجهة برمجية (API) وخطافات ويب (webhooks) لربط تصريف بأنظمتها.',
        ],
      },
      {
        id: 'reports',
        heading: 'تقارير تُظهر ما تعلّمه الطلاب',
        paragraphs: [
          'بعد كلّ اختبار ترى نسب النجاح، ودرجات الطلاب ومحاولاتهم، والأسئلة التي أخطأ فيها أكثرهم، فتعرف أيّ الأبواب تحتاج إلى مراجعة. ويرى الطالب محاولاته ونتائجه مع الإجابات الصحيحة.',
        ],
      },
      {
        id: 'getting-started',
        heading: 'اختبارك الأوّل في خمس خطوات',
        paragraphs: ['يمكنك أن تبدأ بالخطة المجانية، وتبدأ الخطط المدفوعة من دولار واحد في الشهر.'],
        items: [
          'أنشئ حسابًا واختر دورك: طالب أو معلم أو مدرسة.',
          'حدّد أهداف الاختبار وعدد أسئلته، أو اترك العدد للمحرّك.',
          'اختر المعايير: الأفعال أو الجذور أو المشتقات، مع عوامل التصفية.',
          'راجع الأسئلة ثمّ اعتمد الاختبار.',
          'أسنده إلى طلابك مع موعد النشر والانتهاء والمدة ودرجة النجاح.',
        ],
        ordered: true,
      },
    ],
  },
  en: {
    title: 'Tasreef: learn Arabic verb conjugation and build morphology exams in minutes',
    description:
      'Complete conjugation tables for Arabic verbs of all 22 patterns and every verb type, search by root, pattern or English meaning, and an exam generator for grammar and morphology, made for students, teachers, schools and universities.',
    sections: [
      {
        id: 'what-is-tasreef',
        heading: 'What is Tasreef?',
        paragraphs: [
          'Tasreef is a bilingual (Arabic and English) platform for learning and teaching Arabic morphology. It shows how a verb changes across tenses, moods and persons, which verbal nouns and derived nouns come from it, and turns all of that into ready-made exams you can assign and measure.',
          'Tasreef covers more than 8 million searchable words, 22 verb patterns and 38 verb types in advanced search.',
        ],
      },
      {
        id: 'conjugation-tables',
        heading: 'Complete, fully vocalized conjugation tables',
        paragraphs: [
          'Every verb has a full table: past, present indicative, subjunctive and jussive, imperative and energetic, in the active and passive voice, for every pronoun. Every form is fully vocalized, because in morphology the vowel is part of the answer.',
          'Next to the table you find the verbal noun, the active and passive participles and the other derived nouns, as well as the verb’s type, pattern and root.',
        ],
      },
      {
        id: 'search',
        heading: 'Search the way you think',
        paragraphs: [
          'Type a root such as ك ت ب, a form such as استخرجوا, or an English meaning such as “to write”, and search takes you to the verb and its table. You do not need to type the vowels.',
          'Advanced search selects verbs by their properties: three or four root letters, base or augmented, sound or weak, verb type, and the first letter of the root.',
        ],
      },
      {
        id: 'exam-generator',
        heading: 'A grammar and morphology exam generator',
        paragraphs: [
          'Build an exam from 11 question types: conjugation, tense, person, voice, root, pattern, verb type, verbal noun, active participle, passive participle and derived nouns. An exam holds up to 100 questions and can be timed or open.',
          'Questions come straight from the morphology engine. Each has a correct answer and a short explanation, a Bloom level (1–3) and a proficiency level on the CEFR scale with its ACTFL and ILR equivalents.',
        ],
      },
      {
        id: 'teachers-and-schools',
        heading: 'For teachers and schools',
        paragraphs: [
          'Teachers assign an exam to a class or to chosen students and set its publish date, expiry date, duration and passing score. Schools manage their teachers’ and students’ accounts from one dashboard.',
          'Organizations that run a learning management system (LMS) can connect Tasreef through its API and webhooks.',
        ],
      },
      {
        id: 'reports',
        heading: 'Reports that show what students learned',
        paragraphs: [
          'After each exam you see pass rates, students’ scores and attempts, and the questions most students missed, so you know which topics need another lesson. Students see their own attempts and results with the correct answers.',
        ],
      },
      {
        id: 'getting-started',
        heading: 'Your first exam in 5 steps',
        paragraphs: ['You can start on the Free plan; paid plans start from $1 a month.'],
        items: [
          'Create an account and choose your role: student, teacher or school.',
          'Set the exam’s objectives and number of questions, or leave the count to the engine.',
          'Choose the criteria: verbs, roots or derived words, with filters.',
          'Preview the questions and finalize the exam.',
          'Assign it to your students with a publish date, expiry date, duration and passing score.',
        ],
        ordered: true,
      },
    ],
  },
};
