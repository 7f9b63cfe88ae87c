import type { Bilingual, FaqEntry } from './types.ts';

export const faq: Bilingual<FaqEntry[]> = {
  ar: [
    {
      id: 'what-is-tasreef',
      question: 'ما تصريف، ولمن هو؟',
      answer: [
        'تصريف منصّة ثنائية اللغة لتعلّم تصريف الأفعال العربية والصرف عمومًا، ولإنشاء اختبارات النحو والصرف وإسنادها وتصحيحها. يستعملها الطلاب والمتعلمون الذاتيون والمعلمون والمدارس والجامعات.',
      ],
    },
    {
      id: 'is-it-free',
      question: 'هل يمكنني استعمال تصريف مجانًا؟',
      answer: ['نعم. البحث وجداول التصريف متاحة للجميع، والخطة المجانية تتيح ثلاثة اختبارات في الشهر بعشرة أسئلة لكلّ منها. وتبدأ الخطط المدفوعة من دولار واحد في الشهر.'],
    },
    {
      id: 'search-without-vowels',
      question: 'هل يجب أن أكتب الحركات عند البحث؟',
      answer: ['لا. اكتب الكلمة بلا حركات، مثل «استخرجوا»، فيتعرّف البحث عليها ويعرض الأفعال المحتملة.'],
    },
    {
      id: 'search-by-english',
      question: 'هل أستطيع البحث بمعنى الفعل بالإنجليزية؟',
      answer: ['نعم. اكتب المعنى بالإنجليزية، مثل «to learn»، فتظهر الأفعال العربية التي تحمل هذا المعنى، ومنها تنتقل إلى جدول التصريف.'],
    },
    {
      id: 'root-input',
      question: 'كيف أكتب الجذر في مربّع البحث؟',
      answer: ['اكتب حروف الجذر متتابعة أو مفصولة بمسافات: «كتب» أو «ك ت ب». وتُقبل الجذور الثلاثية والرباعية.'],
    },
    {
      id: 'patterns-and-types',
      question: 'ما الأوزان الاثنان والعشرون وأنواع الأفعال الثمانية والثلاثون؟',
      answer: [
        'الأوزان هي القوالب التي تُبنى عليها الأفعال، مثل فَعَلَ وأَفْعَلَ وتَفَعَّلَ واِسْتَفْعَلَ، للثلاثي والرباعي مجرّدًا ومزيدًا. وأنواع الأفعال تصنيفها بحسب حروف جذرها: صحيح سالم، ومهموز، ومضعّف، ومثال، وأجوف، وناقص، ولفيف، مع تفريعاتها. ويمكنك التصفية بها كلّها في البحث المتقدّم.',
      ],
    },
    {
      id: 'vocalization',
      question: 'هل الصيغ في جداول التصريف مشكولة؟',
      answer: ['نعم، كلّ صيغة في الجداول والأسئلة مشكولة شكلًا تامًّا، لأن الحركة تفرّق بين صيغة وأخرى، كما بين كَتَبَ وكُتِبَ.'],
    },
    {
      id: 'question-types',
      question: 'ما أنواع الأسئلة في الاختبارات؟',
      answer: [
        'أحد عشر نوعًا: تصريف الفعل، وتحديد الزمن، وتحديد الضمير، والمبني للمعلوم والمجهول، واستخراج الجذر، وتحديد الوزن، وتحديد نوع الفعل، والمصدر، واسم الفاعل، واسم المفعول، والأسماء المشتقة.',
        'وتأتي الأسئلة بصيغة الاختيار من متعدد، أو بصيغة الصواب والخطأ في الخطط المدفوعة.',
      ],
    },
    {
      id: 'exam-size',
      question: 'كم سؤالًا يمكن أن يضمّ الاختبار؟',
      answer: ['حتى 100 سؤال في الاختبار الواحد، بحسب خطتك: 10 في المجانية، و30 في الأساسية، و100 في الاحترافية وخطة المدارس.'],
    },
    {
      id: 'question-accuracy',
      question: 'من يكتب الأسئلة، وهل هي صحيحة؟',
      answer: [
        'تُولَّد الأسئلة من محرّك الصرف في تصريف ومن معجمه، لا تُكتب يدويًّا، ويُتحقّق من أن كلّ خيار خاطئ ليس صحيحًا هو الآخر. ولكلّ سؤال شرح قصير لسبب صحة الإجابة.',
        'وإن وجدت خطأً فأبلغنا عنه من صفحة «اتصل بنا» باختيار «الإبلاغ عن مشكلة».',
      ],
    },
    {
      id: 'edit-questions',
      question: 'هل يمكن للمعلم تعديل الأسئلة المولَّدة؟',
      answer: [
        'نعم في الخطط المدفوعة: تعديل جزئي في الخطة الأساسية، وتعديل كامل في الاحترافية وخطة المدارس. يمكنك إعادة صياغة السؤال أو حذفه أو استبدال غيره به قبل اعتماد الاختبار.',
      ],
    },
    {
      id: 'timed-or-open',
      question: 'ما الفرق بين الاختبار الموقوت والاختبار المفتوح؟',
      answer: ['للاختبار الموقوت مدة بالدقائق تبدأ مع بدء المحاولة، وتُسلَّم الإجابات تلقائيًّا عند انتهائها. أما الاختبار المفتوح فيمكن للطالب إكماله في أيّ وقت قبل تاريخ الانتهاء.'],
    },
    {
      id: 'proficiency-levels',
      question: 'كيف تتوافق الأسئلة مع CEFR وACTFL وILR وتصنيف بلوم؟',
      answer: [
        'يحمل كلّ سؤال مستوى كفاءة من A1 إلى C2 في الإطار الأوروبي المرجعي (CEFR) مع ما يقابله في ACTFL وILR، ومستوى من مستويات بلوم الثلاثة الأولى: التذكر والفهم والتطبيق. ويمكنك أن تبني الاختبار على هذه المستويات.',
      ],
    },
    {
      id: 'student-account',
      question: 'هل يحتاج الطالب إلى حساب ليؤدّي الاختبار؟',
      answer: ['نعم، يؤدّي الطالب الاختبار بعد تسجيل الدخول، حتى تُحفظ محاولاته ونتائجه ويراها معلّمه في التقارير. إنشاء حساب الطالب مجاني.'],
    },
    {
      id: 'resume-attempt',
      question: 'انقطع اتصالي في أثناء الاختبار، فهل ضاعت إجاباتي؟',
      answer: ['لا. تُحفظ الإجابات سؤالًا سؤالًا، فيمكنك استئناف المحاولة من حيث توقّفت ما دام الوقت لم ينتهِ. وفي الاختبار الموقوت يستمرّ العدّ التنازلي في أثناء الانقطاع.'],
    },
    {
      id: 'change-answers',
      question: 'هل أستطيع تغيير إجاباتي بعد تسليمها؟',
      answer: ['لا. بعد تأكيد التسليم لا يمكن تعديل الإجابات. وإن سمح المعلم بأكثر من محاولة فيمكنك إعادة الاختبار في محاولة جديدة.'],
    },
    {
      id: 'school-plan',
      question: 'كيف تعمل خطة المدارس؟',
      answer: [
        'تتيح خطة المدارس عددًا غير محدود من حسابات المعلمين، وتقارير كاملة، وحفظ الإحصاءات بلا حدّ زمني، ودعمًا مخصّصًا. سعرها 49 دولارًا في الشهر، ويُتّفق على سعر خاص للمؤسسات التي يزيد عدد مستخدميها على 200 مستخدم.',
      ],
    },
    {
      id: 'lms-integration',
      question: 'هل يمكن ربط تصريف بنظام إدارة التعلّم في مؤسستنا؟',
      answer: [
        'نعم، عبر الواجهة البرمجية (API) وخطافات الويب (webhooks): تنشئ الاختبارات وتُسندها من نظامك، وتتلقّى النتائج فور تسليم الطلاب. راسلنا من صفحة «اتصل بنا» لنساعدك في الإعداد.',
      ],
    },
    {
      id: 'yearly-billing',
      question: 'هل الاشتراك السنوي أرخص؟',
      answer: ['نعم. تدفع في الاشتراك السنوي ثمن عشرة أشهر وتحصل على اثني عشر شهرًا.'],
    },
    {
      id: 'cancel-subscription',
      question: 'كيف ألغي اشتراكي، وهل أستردّ المبلغ؟',
      answer: [
        'يمكنك إلغاء التجديد في أيّ وقت من صفحة «اشتراكاتي»، ويبقى اشتراكك فعّالًا حتى نهاية الفترة المدفوعة. ويُستردّ أوّل دفع سنوي كاملًا إذا طُلب خلال 14 يومًا، أما الدفعات الشهرية فلا تُستردّ جزئيًّا. التفاصيل في سياسة الاسترداد.',
      ],
    },
    {
      id: 'delete-account',
      question: 'ماذا يحدث لبياناتي إذا حذفت حسابي؟',
      answer: [
        'تُحذف بياناتك الشخصية. وإن كنت معلمًا تُحذف اختباراتك وأسئلتها ومحاولات الطلاب فيها. وإن كنت طالبًا تبقى نتائجك في تقارير معلميك دون اسمك، باسم «طالب محذوف»، كي تبقى إحصاءات الصفّ صحيحة.',
      ],
    },
    {
      id: 'interface-language',
      question: 'هل أستطيع استعمال تصريف بالإنجليزية؟',
      answer: ['نعم. الواجهة متاحة بالعربية وبالإنجليزية، وتنتقل بينهما من زرّ اللغة في أعلى الصفحة. وتبقى الصيغ العربية عربية في الحالتين.'],
    },
  ],
  en: [
    {
      id: 'what-is-tasreef',
      question: 'What is Tasreef, and who is it for?',
      answer: [
        'Tasreef is a bilingual platform for learning Arabic verb conjugation and morphology, and for building, assigning and grading grammar and morphology exams. It is used by students, self-learners, teachers, schools and universities.',
      ],
    },
    {
      id: 'is-it-free',
      question: 'Can I use Tasreef for free?',
      answer: [
        'Yes. Search and conjugation tables are open to everyone, and the Free plan gives you three exams a month with ten questions each. Paid plans start from $1 a month.',
      ],
    },
    {
      id: 'search-without-vowels',
      question: 'Do I have to type the vowels when I search?',
      answer: ['No. Type the word without vowels, such as استخرجوا, and search recognizes it and shows the possible verbs.'],
    },
    {
      id: 'search-by-english',
      question: 'Can I search by a verb’s English meaning?',
      answer: ['Yes. Type the meaning in English, such as “to learn”, and you get the Arabic verbs with that meaning; from there you open their conjugation tables.'],
    },
    {
      id: 'root-input',
      question: 'How do I type a root in the search box?',
      answer: ['Type the root letters together or separated by spaces: كتب or ك ت ب. Roots of three and four letters are accepted.'],
    },
    {
      id: 'patterns-and-types',
      question: 'What are the 22 verb patterns and the 38 verb types?',
      answer: [
        'Patterns are the templates verbs are built on, such as فَعَلَ (I), أَفْعَلَ (IV), تَفَعَّلَ (V) and اِسْتَفْعَلَ (X), for three- and four-letter roots, base and augmented. Verb types classify a verb by its root letters: sound, hamzated, doubled, assimilated, hollow, defective and lafīf, with their subtypes. You can filter by all of them in advanced search.',
      ],
    },
    {
      id: 'vocalization',
      question: 'Are the forms in the conjugation tables vocalized?',
      answer: ['Yes. Every form in the tables and in the questions is fully vocalized, because the vowels are what tell one form from another, as in كَتَبَ and كُتِبَ.'],
    },
    {
      id: 'question-types',
      question: 'What kinds of questions do the exams have?',
      answer: [
        'Eleven types: conjugate a verb, identify the tense, identify the person, active or passive voice, find the root, identify the pattern, identify the verb type, verbal noun, active participle, passive participle and derived nouns.',
        'Questions are multiple choice, or true/false on the paid plans.',
      ],
    },
    {
      id: 'exam-size',
      question: 'How many questions can an exam have?',
      answer: ['Up to 100 questions per exam, depending on your plan: 10 on Free, 30 on Basic, and 100 on Pro and School.'],
    },
    {
      id: 'question-accuracy',
      question: 'Who writes the questions, and are they correct?',
      answer: [
        'Questions are generated by Tasreef’s morphology engine and lexicon, not typed by hand, and every wrong option is checked not to be correct as well. Each question comes with a short explanation of why its answer is right.',
        'If you find a mistake, please report it from the Contact us page by choosing “Report a problem”.',
      ],
    },
    {
      id: 'edit-questions',
      question: 'Can teachers edit the generated questions?',
      answer: [
        'Yes, on paid plans: partial editing on Basic and full editing on Pro and School. You can reword a question, remove it or replace it with another before you finalize the exam.',
      ],
    },
    {
      id: 'timed-or-open',
      question: 'What is the difference between a timed exam and an open exam?',
      answer: [
        'A timed exam has a duration in minutes that starts when the student begins an attempt; answers are submitted automatically when time runs out. An open exam can be completed at any time before its expiry date.',
      ],
    },
    {
      id: 'proficiency-levels',
      question: 'How do questions align with CEFR, ACTFL, ILR and Bloom’s taxonomy?',
      answer: [
        'Each question carries a proficiency level from A1 to C2 on the CEFR scale with its ACTFL and ILR equivalents, and one of the first three Bloom levels: remember, understand and apply. You can build exams around these levels.',
      ],
    },
    {
      id: 'student-account',
      question: 'Does a student need an account to take an exam?',
      answer: ['Yes. Students take exams while signed in, so their attempts and results are saved and their teacher can see them in reports. Student accounts are free.'],
    },
    {
      id: 'resume-attempt',
      question: 'My connection dropped during an exam. Did I lose my answers?',
      answer: [
        'No. Answers are saved one question at a time, so you can resume the attempt where you left off as long as time has not run out. In a timed exam the countdown keeps running while you are disconnected.',
      ],
    },
    {
      id: 'change-answers',
      question: 'Can I change my answers after submitting?',
      answer: ['No. Once you confirm your submission, answers cannot be edited. If your teacher allows more than one attempt, you can take the exam again in a new attempt.'],
    },
    {
      id: 'school-plan',
      question: 'How does the School plan work?',
      answer: [
        'The School plan gives you unlimited teacher accounts, full reports, statistics kept without a time limit and dedicated support. It costs $49 a month, with custom pricing for organizations with more than 200 users.',
      ],
    },
    {
      id: 'lms-integration',
      question: 'Can we connect Tasreef to our learning management system?',
      answer: [
        'Yes, through the API and webhooks: create and assign exams from your system and receive results as soon as students submit. Write to us from the Contact us page and we will help you set it up.',
      ],
    },
    {
      id: 'yearly-billing',
      question: 'Is yearly billing cheaper?',
      answer: ['Yes. With yearly billing you pay for ten months and get twelve.'],
    },
    {
      id: 'cancel-subscription',
      question: 'How do I cancel, and can I get a refund?',
      answer: [
        'You can turn off renewal at any time from My subscriptions; your plan stays active until the end of the period you paid for. A first yearly payment is refunded in full if you ask within 14 days; monthly payments are not refunded pro rata. See the refund policy for details.',
      ],
    },
    {
      id: 'delete-account',
      question: 'What happens to my data if I delete my account?',
      answer: [
        'Your personal data is deleted. If you are a teacher, your exams, their questions and students’ attempts on them are deleted. If you are a student, your results stay in your teachers’ reports without your name, as “deleted student”, so class statistics stay correct.',
      ],
    },
    {
      id: 'interface-language',
      question: 'Can I use Tasreef in English?',
      answer: ['Yes. The interface is available in Arabic and English; switch with the language button at the top of the page. Arabic forms stay in Arabic either way.'],
    },
  ],
};
