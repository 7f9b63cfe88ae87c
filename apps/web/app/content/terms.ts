import type { Bilingual, ContentPage } from './types.ts';

export const terms: Bilingual<ContentPage> = {
  ar: {
    title: 'شروط الاستخدام',
    description: 'هذه الشروط تنظّم استعمالك لتصريف: موقعه وتطبيقه وواجهته البرمجية. كتبناها بلغة واضحة، فاقرأها قبل إنشاء حسابك.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'acceptance',
        heading: 'قبول الشروط',
        paragraphs: [
          'باستعمالك تصريف أو إنشائك حسابًا فيه فإنك توافق على هذه الشروط وعلى سياسة الاسترداد. وإن كنت تستعمل تصريف نيابةً عن مدرسة أو جامعة أو مؤسسة، فإنك تقرّ بأن لك صلاحية قبول هذه الشروط باسمها.',
          'إن لم توافق على هذه الشروط فلا تستعمل الخدمة.',
        ],
      },
      {
        id: 'the-service',
        heading: 'الخدمة',
        paragraphs: [
          'تصريف خدمة تعليمية لتعلّم الصرف العربي وتعليمه: جداول تصريف، وبحث في الأفعال، ومولّد اختبارات، وتقارير، وواجهة برمجية للربط بأنظمة إدارة التعلّم.',
          'نعمل على أن تكون الصيغ والأسئلة صحيحة، لكنّ تصريف أداة مساعدة في التعلّم والتعليم، وليس بديلًا عن حكم المعلم. وإن وجدت خطأً فأبلغنا به لنصحّحه.',
        ],
      },
      {
        id: 'accounts',
        heading: 'الحسابات',
        paragraphs: [
          'عليك تقديم بيانات صحيحة عند التسجيل وتحديثها إذا تغيّرت. وأنت مسؤول عن سرية كلمة المرور وعن كلّ ما يجري في حسابك، فأبلغنا فورًا إن اشتبهت في دخول غيرك إليه.',
          'الحساب شخصي، فلا تشاركه مع غيرك. ويحصل كلّ معلم وطالب على حسابه الخاص، وتدير المدرسة حسابات من يتبعها.',
          'إذا كان الطالب دون السنّ التي يجيز فيها بلده قبول هذه الشروط بنفسه، فلا يستعمل تصريف إلا بموافقة وليّ أمره أو من خلال مدرسته.',
        ],
      },
      {
        id: 'educational-use',
        heading: 'الاستعمال التعليمي',
        paragraphs: [
          'تصريف مخصّص للتعلّم والتعليم والتقييم. ويجوز لك استعمال جداول التصريف والأسئلة المولَّدة في دروسك واختباراتك وموادك التعليمية، داخل الصف وخارجه.',
          'لا يجوز نسخ قاعدة البيانات أو المعجم أو جداول التصريف بالجملة، ولا إعادة نشرها خدمةً منافسة.',
        ],
      },
      {
        id: 'plans-and-payment',
        heading: 'الخطط والدفع',
        paragraphs: [
          'يقدّم تصريف خطة مجانية وخططًا مدفوعة: الأساسية والاحترافية والمدارس. وتُعرض مزايا كلّ خطة وحدودها وأسعارها بالدولار الأمريكي في صفحة الأسعار.',
          'يكون الدفع شهريًّا أو سنويًّا، والاشتراك السنوي بثمن عشرة أشهر. ويتجدّد الاشتراك تلقائيًّا في نهاية كلّ فترة بالسعر المعمول به حينها، ما لم تلغِ التجديد قبل ذلك.',
          'إذا غيّرنا أسعار الخطط أخبرناك قبل ثلاثين يومًا على الأقل، ولا يسري السعر الجديد على الفترة التي دفعت ثمنها. وقد تُضاف الضرائب المفروضة في بلدك إلى السعر.',
          'يمكنك إلغاء التجديد في أيّ وقت، ويبقى اشتراكك فعّالًا حتى نهاية الفترة المدفوعة. أمّا الاسترداد فتحكمه سياسة الاسترداد.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'الاستعمال المقبول',
        paragraphs: ['عند استعمالك تصريف، لا يجوز لك:'],
        items: [
          'محاولة الدخول إلى حسابات غيرك أو إلى أجزاء من الخدمة لا تملك صلاحية الوصول إليها.',
          'جمع البيانات آليًّا بكميات كبيرة، أو إرهاق الخدمة بطلبات تتجاوز الاستعمال المعقول، خارج ما تتيحه الواجهة البرمجية.',
          'رفع محتوى مخالف للقانون أو مسيء أو منتهك لحقوق غيرك في الأسئلة أو أسماء الاختبارات أو الرسائل.',
          'مشاركة أسئلة اختبار مع الطلاب قبل موعده بما يُخلّ بنزاهة التقييم، أو مساعدة غيرك على الغش.',
          'التحايل على حدود الخطط، كإنشاء حسابات متعددة لتجاوز حدود الخطة المجانية.',
        ],
      },
      {
        id: 'content-ownership',
        heading: 'ملكية المحتوى',
        paragraphs: [
          'الاختبارات التي تنشئها، وما تضيفه إليها أو تعدّله من أسئلة، ملك لك. وتمنحنا إذنًا محدودًا بحفظها ومعالجتها وعرضها لمن تسندها إليهم، بقدر ما يلزم لتقديم الخدمة فقط.',
          'الأسئلة المولَّدة آليًّا وجداول التصريف والمعجم ومحرّك الصرف والواجهة ملك لتصريف. ولك أن تستعمل الأسئلة المولَّدة في اختباراتك وموادك التعليمية بلا قيد ما دام اشتراكك فعّالًا وبعده.',
          'لا نستعمل اختباراتك ولا إجابات طلابك لأغراض غير تقديم الخدمة وتحسين جودة الأسئلة، ولا نعرضها على مستخدمين آخرين.',
        ],
      },
      {
        id: 'student-data',
        heading: 'بيانات الطلاب لدى المدارس والمعلمين',
        paragraphs: [
          'حين تضيف مدرسة أو معلم طلابًا أو يُسند إليهم اختبارات، فإن المدرسة أو المعلم هو من يقرّر جمع بياناتهم لأغراض تعليمية، وعليه أن يتأكّد من أن لديه الصلاحية والموافقات اللازمة، كموافقة أولياء الأمور حيث يشترطها القانون.',
          'نعالج بيانات الطلاب نيابةً عن المدرسة أو المعلم ولتقديم الخدمة فقط: إسناد الاختبارات، وحفظ المحاولات، وإعداد التقارير. لا نبيعها، ولا نستعملها للإعلانات.',
          'تستطيع المدرسة أن تطلب تصدير بيانات طلابها أو حذفها بمراسلتنا من صفحة «اتصل بنا».',
        ],
      },
      {
        id: 'data-protection',
        heading: 'حماية البيانات',
        paragraphs: [
          'نجمع ما نحتاج إليه لتقديم الخدمة فقط: بيانات الحساب والملف التعليمي، والاختبارات والمحاولات، وسجلات الدفع. ونحمي كلمات المرور بتجزئة قوية، ونستعمل اتصالًا مشفّرًا.',
          'تُحفظ إحصاءات الاختبارات المدة التي تحدّدها خطتك: شهرًا في المجانية، وثلاثة أشهر في الأساسية، وسنة في الاحترافية، وبلا حدّ في خطة المدارس ما دام الاشتراك قائمًا.',
          'لا نبيع بياناتك الشخصية ولا نشاركها مع غيرنا، إلا مع مقدّمي الخدمات الذين نحتاج إليهم (كمعالج الدفع وخدمة البريد) في حدود ما يلزم، أو حين يُلزمنا القانون بذلك.',
        ],
      },
      {
        id: 'account-deletion',
        heading: 'حذف الحساب والبيانات',
        paragraphs: [
          'يمكنك حذف حسابك في أيّ وقت من ملفك الشخصي، فتُحذف بياناتك الشخصية.',
          'إذا حُذف حساب معلم حُذفت اختباراته مع أسئلتها ومحاولات الطلاب فيها. وإذا حُذف حساب طالب بقيت محاولاته في تقارير معلميه مجهولة الهوية باسم «طالب محذوف»، كي تبقى إحصاءات الصف صحيحة. ولا يُحذف حساب مدرسة قبل نقل حسابات معلميها أو حذفها.',
          'قد نحتفظ بسجلات الدفع المدة التي يفرضها القانون المحاسبي، ولا نحتفظ بغيرها بعد الحذف.',
        ],
      },
      {
        id: 'termination',
        heading: 'إيقاف الحساب',
        paragraphs: [
          'يجوز لنا تعليق حساب أو إيقافه إذا خالف هذه الشروط مخالفة جسيمة أو متكرّرة، أو إذا هدّد أمن الخدمة أو مستخدميها. ونخبرك بالسبب، ونمنحك فرصة لتصحيح المخالفة حيث يمكن ذلك.',
          'إذا أوقفنا حسابًا مدفوعًا دون مخالفة من صاحبه، أعدنا إليه ما يقابل المدة المتبقية من اشتراكه.',
        ],
      },
      {
        id: 'liability',
        heading: 'حدود المسؤولية',
        paragraphs: [
          'نقدّم تصريف «كما هو». نسعى إلى أن تكون الخدمة متاحة ودقيقة، لكننا لا نضمن خلوّها من الأخطاء أو الانقطاع.',
          'في حدود ما يسمح به القانون، لا نتحمّل المسؤولية عن الأضرار غير المباشرة، ولا تتجاوز مسؤوليتنا الإجمالية تجاهك ما دفعته لتصريف خلال الأشهر الاثني عشر السابقة للمطالبة. ولا يحدّ هذا من أيّ حقّ لا يجيز القانون تقييده.',
        ],
      },
      {
        id: 'changes',
        heading: 'تعديل الشروط',
        paragraphs: [
          'قد نعدّل هذه الشروط حين تتغيّر الخدمة أو القانون. ونعرض تاريخ آخر تحديث أعلى الصفحة، ونخبرك بالبريد الإلكتروني قبل ثلاثين يومًا على الأقل من سريان أيّ تعديل جوهري.',
          'استمرارك في استعمال الخدمة بعد سريان التعديل يعني قبوله. وإن لم تقبله فلك أن تلغي اشتراكك وتحذف حسابك.',
        ],
      },
      {
        id: 'contact',
        heading: 'التواصل',
        paragraphs: ['لأيّ سؤال عن هذه الشروط أو عن بياناتك، راسلنا من صفحة «اتصل بنا» باختيار «طلب عام». ونسعى إلى حلّ أيّ خلاف وديًّا عبر هذه القناة أولًا.'],
      },
    ],
  },
  en: {
    title: 'Terms of service',
    description: 'These terms govern your use of Tasreef: its website, app and API. We wrote them in plain language; please read them before creating your account.',
    updated: '2026-11-22',
    sections: [
      {
        id: 'acceptance',
        heading: 'Accepting these terms',
        paragraphs: [
          'By using Tasreef or creating an account, you agree to these terms and to the refund policy. If you use Tasreef on behalf of a school, university or organization, you confirm that you are authorized to accept these terms in its name.',
          'If you do not agree to these terms, please do not use the service.',
        ],
      },
      {
        id: 'the-service',
        heading: 'The service',
        paragraphs: [
          'Tasreef is an educational service for learning and teaching Arabic morphology: conjugation tables, verb search, an exam generator, reports, and an API for connecting learning management systems.',
          'We work hard to make forms and questions correct, but Tasreef is a tool that supports learning and teaching; it does not replace a teacher’s judgement. If you find a mistake, please tell us so we can fix it.',
        ],
      },
      {
        id: 'accounts',
        heading: 'Accounts',
        paragraphs: [
          'You must give accurate information when you sign up and keep it up to date. You are responsible for keeping your password secret and for everything done in your account; tell us at once if you think someone else has accessed it.',
          'Accounts are personal: do not share yours. Every teacher and student gets their own account, and a school manages the accounts that belong to it.',
          'A student below the age at which their country allows them to accept these terms themselves may use Tasreef only with a parent’s or guardian’s consent or through their school.',
        ],
      },
      {
        id: 'educational-use',
        heading: 'Educational use',
        paragraphs: [
          'Tasreef is meant for learning, teaching and assessment. You may use the conjugation tables and generated questions in your lessons, exams and teaching materials, in class and beyond.',
          'You may not copy the database, the lexicon or the conjugation tables in bulk, or republish them as a competing service.',
        ],
      },
      {
        id: 'plans-and-payment',
        heading: 'Plans and payment',
        paragraphs: [
          'Tasreef offers a Free plan and paid plans: Basic, Pro and School. Each plan’s features, limits and prices in US dollars are shown on the pricing page.',
          'You pay monthly or yearly; a yearly subscription costs ten months’ price. Subscriptions renew automatically at the end of each period at the price then in force, unless you turn off renewal before then.',
          'If we change plan prices, we tell you at least thirty days in advance, and the new price never applies to a period you have already paid for. Taxes that apply in your country may be added to the price.',
          'You can turn off renewal at any time, and your plan stays active until the end of the paid period. Refunds are governed by the refund policy.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Acceptable use',
        paragraphs: ['When you use Tasreef, you may not:'],
        items: [
          'try to access other people’s accounts or parts of the service you are not authorized to reach;',
          'harvest data automatically in bulk, or load the service with requests beyond reasonable use, outside what the API offers;',
          'upload unlawful or abusive content, or content that infringes others’ rights, in questions, exam names or messages;',
          'share an exam’s questions with students before it starts in a way that undermines the assessment, or help others cheat;',
          'get around plan limits, for example by creating several accounts to exceed the Free plan’s limits.',
        ],
      },
      {
        id: 'content-ownership',
        heading: 'Who owns the content',
        paragraphs: [
          'The exams you create, and the questions you add or edit in them, are yours. You give us a limited permission to store, process and show them to the people you assign them to, only as far as needed to provide the service.',
          'The automatically generated questions, the conjugation tables, the lexicon, the morphology engine and the interface belong to Tasreef. You may use generated questions in your exams and teaching materials freely, while your subscription is active and after it ends.',
          'We use your exams and your students’ answers only to provide the service and to improve question quality, and we never show them to other users.',
        ],
      },
      {
        id: 'student-data',
        heading: 'Student data held for schools and teachers',
        paragraphs: [
          'When a school or teacher adds students or assigns them exams, the school or teacher decides to collect their data for educational purposes, and must make sure it has the authority and consents required, such as parental consent where the law asks for it.',
          'We process student data on behalf of the school or teacher and only to provide the service: assigning exams, saving attempts and producing reports. We do not sell it and we do not use it for advertising.',
          'A school can ask us to export or delete its students’ data by writing to us from the Contact us page.',
        ],
      },
      {
        id: 'data-protection',
        heading: 'Data protection',
        paragraphs: [
          'We collect only what we need to provide the service: account and education profile data, exams and attempts, and payment records. Passwords are protected with strong hashing, and connections are encrypted.',
          'Exam statistics are kept for as long as your plan says: one month on Free, three months on Basic, one year on Pro, and without a time limit on School while the subscription lasts.',
          'We do not sell your personal data or share it with anyone, except with the service providers we rely on (such as the payment processor and the email service) as far as needed, or when the law requires it.',
        ],
      },
      {
        id: 'account-deletion',
        heading: 'Deleting your account and data',
        paragraphs: [
          'You can delete your account at any time from your profile, and your personal data is deleted.',
          'When a teacher’s account is deleted, their exams are deleted with their questions and the students’ attempts on them. When a student’s account is deleted, their attempts stay in their teachers’ reports anonymized as “deleted student”, so class statistics stay right. A school account cannot be deleted until its teachers’ accounts have been transferred or deleted.',
          'We may keep payment records for as long as accounting law requires; we keep nothing else after deletion.',
        ],
      },
      {
        id: 'termination',
        heading: 'Suspension and termination',
        paragraphs: [
          'We may suspend or close an account that seriously or repeatedly breaks these terms, or that threatens the security of the service or its users. We tell you why, and give you a chance to put things right where that is possible.',
          'If we close a paid account when its owner has not broken these terms, we refund the unused part of the subscription.',
        ],
      },
      {
        id: 'liability',
        heading: 'Limitation of liability',
        paragraphs: [
          'Tasreef is provided “as is”. We aim to keep the service available and accurate, but we cannot promise it will be free of errors or interruptions.',
          'As far as the law allows, we are not liable for indirect damages, and our total liability to you is limited to what you paid Tasreef in the twelve months before the claim. This does not limit any right that the law does not allow to be limited.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to these terms',
        paragraphs: [
          'We may change these terms when the service or the law changes. The date of the last update is shown at the top of this page, and we email you at least thirty days before any significant change takes effect.',
          'If you keep using the service after a change takes effect, you accept it. If you do not accept it, you may cancel your subscription and delete your account.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          'For any question about these terms or about your data, write to us from the Contact us page and choose “General request”. We aim to settle any disagreement amicably through this channel first.',
        ],
      },
    ],
  },
};
