import type { Bilingual, ContentPage } from './types.ts';

export const useCases: Bilingual<ContentPage> = {
  ar: {
    title: 'حالات الاستخدام',
    description: 'كيف يستعمل الطلاب والمعلمون والمدارس والجامعات والمتعلّمون الذاتيون ومطوّرو أنظمة إدارة التعلّم منصّة تصريف.',
    sections: [
      {
        id: 'students',
        heading: 'الطلاب: مراجعة قبل الاختبار',
        paragraphs: [
          'طالبة في الصف التاسع تدرس الفعل الأجوف، ولا تعرف لماذا تقول «قُلْتُ» لا «قَالْتُ». تبحث عن «قال»، فتفتح جدول تصريفه وترى الألف تُحذف حين يُسكَّن آخر الفعل، وتقارن ذلك بجدول «باع».',
          'ثمّ تؤدّي الاختبار الذي أسنده إليها معلّمها، وترى بعد التسليم الإجابات الصحيحة مع شرحها، وتعيد المحاولة إن سمح المعلم.',
        ],
      },
      {
        id: 'teachers',
        heading: 'المعلمون: اختبار أسبوعي دون ساعات إعداد',
        paragraphs: [
          'معلم عربية ينهي وحدة عن الأوزان المزيدة. يختار الأوزان من الثاني إلى العاشر، ونوع السؤال «تحديد الوزن» و«اسم الفاعل»، ويطلب 20 سؤالًا، فيولّدها المحرّك في دقائق.',
          'يراجع الأسئلة ويحذف ما لا يناسب صفّه، ثمّ يسند الاختبار إلى الصف مدة 30 دقيقة بدرجة نجاح 60٪. وفي اليوم التالي يرى في التقرير أن أكثر الطلاب أخطؤوا في اسم الفاعل من «اِفْتَعَلَ»، فيعيد شرحه في الحصة.',
        ],
      },
      {
        id: 'schools',
        heading: 'المدارس: تقييم موحّد لكلّ الصفوف',
        paragraphs: [
          'مدرسة فيها ستة معلمي عربية وأربعمئة طالب. تضيف الإدارة المعلمين والطلاب إلى حساب المدرسة، ويعدّ كلّ معلم اختبارات صفوفه، وتتابع الإدارة نسب النجاح في الصفوف كلّها من لوحة واحدة.',
          'وحين ينتقل معلم إلى مدرسة أخرى، تنقل الإدارة اختباراته إلى زميله قبل حذف حسابه، فلا تضيع نتائج الطلاب.',
        ],
      },
      {
        id: 'universities',
        heading: 'الجامعات: مقرّرات الصرف وتقييم المستوى',
        paragraphs: [
          'قسم للغة العربية لغير الناطقين بها يضع اختبار تحديد مستوى في الصرف عند بداية الفصل. يبني الاختبار على مستويات الإطار الأوروبي المرجعي من A2 إلى B2، فيوزّع الطلاب على الشُّعب بحسب نتائجهم.',
          'ويستعمل أساتذة مقرّر الصرف جداول التصريف مرجعًا في المحاضرات، ويسندون اختبارات قصيرة بعد كلّ باب.',
        ],
      },
      {
        id: 'self-learners',
        heading: 'المتعلّمون الذاتيون: تعلّم بالسرعة التي تناسبك',
        paragraphs: [
          'مهندس يتعلّم العربية في أوقات فراغه، ويقرأ نصوصًا فيها أفعال لا يعرف أصلها. يكتب الكلمة كما هي دون حركات، فيعرف جذرها ووزنها ومعناها بالإنجليزية، ويفتح جدولها.',
          'ويستعمل البحث المتقدّم ليجمع أفعال نوع واحد، كالأفعال الناقصة، فيتدرّب عليها معًا.',
        ],
      },
      {
        id: 'lms-integrators',
        heading: 'مطوّرو أنظمة إدارة التعلّم: تصريف داخل منصّتكم',
        paragraphs: [
          'جامعة تدير مقرّراتها في نظام إدارة تعلّم خاص بها. يستعمل فريقها التقني الواجهة البرمجية لإنشاء اختبارات الصرف وإسنادها إلى طلاب المقرّر، ويتلقّى عبر خطافات الويب إشعارًا بكلّ محاولة مسلَّمة، فتظهر الدرجة في سجلّ الدرجات دون إدخال يدوي.',
        ],
      },
    ],
  },
  en: {
    title: 'Use cases',
    description: 'How students, teachers, schools, universities, self-learners and LMS integrators use Tasreef.',
    sections: [
      {
        id: 'students',
        heading: 'Students: revising before a test',
        paragraphs: [
          'A ninth-grade student is studying hollow verbs and cannot see why it is قُلْتُ and not قَالْتُ. She searches for قال, opens its conjugation table and sees the alif drop when the last letter takes a sukūn, then compares it with the table of باع.',
          'She then takes the exam her teacher assigned, sees the correct answers with their explanations after submitting, and tries again if her teacher allows it.',
        ],
      },
      {
        id: 'teachers',
        heading: 'Teachers: a weekly quiz without hours of preparation',
        paragraphs: [
          'An Arabic teacher finishes a unit on augmented patterns. He picks patterns II to X, the question types “identify the pattern” and “active participle”, and asks for 20 questions, which the engine generates in minutes.',
          'He reviews the questions, removes those that do not fit his class, and assigns the exam to the class with 30 minutes and a 60% passing score. The next day the report shows that most students missed the active participle of اِفْتَعَلَ verbs, so he goes over it again in class.',
        ],
      },
      {
        id: 'schools',
        heading: 'Schools: consistent assessment across classes',
        paragraphs: [
          'A school has six Arabic teachers and four hundred students. The administration adds the teachers and students to the school account, each teacher prepares exams for their classes, and the administration follows pass rates across all classes from one dashboard.',
          'When a teacher moves to another school, the administration transfers their exams to a colleague before deleting the account, so no student results are lost.',
        ],
      },
      {
        id: 'universities',
        heading: 'Universities: morphology courses and placement',
        paragraphs: [
          'A department of Arabic as a foreign language runs a morphology placement test at the start of the term. It builds the test on CEFR levels A2 to B2 and places students in sections by their results.',
          'Morphology lecturers use the conjugation tables as a reference in class and assign short quizzes after each chapter.',
        ],
      },
      {
        id: 'self-learners',
        heading: 'Self-learners: learning at your own pace',
        paragraphs: [
          'An engineer learns Arabic in his spare time and reads texts full of verbs whose origin he does not know. He types a word as it appears, without vowels, and finds its root, pattern and English meaning, then opens its table.',
          'He uses advanced search to gather verbs of one type, such as defective verbs, and practises them together.',
        ],
      },
      {
        id: 'lms-integrators',
        heading: 'LMS integrators: Tasreef inside your platform',
        paragraphs: [
          'A university runs its courses on its own learning management system. Its technical team uses the API to create morphology exams and assign them to a course’s students, and receives a webhook notification for every submitted attempt, so the grade lands in the gradebook without manual entry.',
        ],
      },
    ],
  },
};
