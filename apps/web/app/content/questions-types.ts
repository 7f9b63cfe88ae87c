import type { Bilingual, QuestionTypeInfo } from './types.ts';

/**
 * The question types (contracts' QUESTION_TYPES: the eleven of shared/spec/question-types.md, then the
 * sentence-level ones of shared/spec/exams.md), in that order, each with one worked example. Verb forms are fully vocalized; distractors are real forms that are not correct.
 */
export const questionTypes: Bilingual<QuestionTypeInfo[]> = {
  ar: [
    {
      id: 'conjugate',
      name: 'تصريف الفعل',
      asks: 'يطلب صيغة الفعل في زمن أو حالة إعرابية معيّنة، مع البناء للمعلوم أو للمجهول، ومع ضمير محدّد.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما صيغة الفعل كَتَبَ في الماضي المبني للمعلوم مع الضمير «هُنَّ»؟',
        options: ['كَتَبْنَ', 'كَتَبُوا', 'كَتَبْتُنَّ', 'يَكْتُبْنَ'],
        answer: 'كَتَبْنَ',
        explanation: 'يُسكَّن آخر الفعل الماضي عند إسناده إلى نون النسوة فيصير كَتَبْنَ. أمّا كَتَبُوا فللغائبين، وكَتَبْتُنَّ للمخاطَبات، ويَكْتُبْنَ مضارعٌ لا ماضٍ.',
      },
    },
    {
      id: 'identify_tense',
      name: 'تحديد الزمن والحالة',
      asks: 'يطلب زمن صيغة معطاة أو حالتها: الماضي، أو المضارع المرفوع أو المنصوب أو المجزوم، أو الأمر، أو المؤكَّد بالنون.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما زمن الفعل وحالته في قولنا: «لَنْ يَكْتُبُوا»؟',
        options: ['المضارع المنصوب', 'المضارع المرفوع', 'الماضي', 'الأمر'],
        answer: 'المضارع المنصوب',
        explanation: 'يَكْتُبُوا مضارعٌ من الأفعال الخمسة حُذفت نونه لأنه منصوب بـ«لَنْ». لو كان مرفوعًا لقلنا يَكْتُبُونَ، والماضي منه كَتَبُوا، والأمر اُكْتُبُوا.',
      },
    },
    {
      id: 'identify_person',
      name: 'تحديد الضمير',
      asks: 'يطلب الشخص والعدد والجنس في صيغة معطاة، أي الضمير الذي أُسند إليه الفعل.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'إلى أيّ ضمير أُسند الفعل كَتَبْتُمَا؟',
        options: ['أَنْتُمَا', 'أَنْتُمْ', 'هُمَا', 'نَحْنُ'],
        answer: 'أَنْتُمَا',
        explanation: 'اللاحقة «ـتُمَا» للمثنى المخاطَب، مذكّرًا كان أو مؤنثًا. أمّا أَنْتُمْ فيقابله كَتَبْتُمْ، وهُمَا يقابله كَتَبَا أو كَتَبَتَا، ونَحْنُ يقابله كَتَبْنَا.',
      },
    },
    {
      id: 'voice',
      name: 'المبني للمعلوم والمبني للمجهول',
      asks: 'يطلب تمييز الصيغة المبنية للمعلوم من المبنية للمجهول، أو صوغ المبني للمجهول من فعل مبني للمعلوم.',
      bloom: '2–3 — الفهم والتطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما نوع الفعل قُتِلَ؟',
        options: ['ماضٍ مبنيّ للمجهول', 'ماضٍ مبنيّ للمعلوم', 'مضارع مبنيّ للمجهول', 'أمر'],
        answer: 'ماضٍ مبنيّ للمجهول',
        explanation: 'يُبنى الماضي الثلاثي للمجهول بضمّ أوّله وكسر ما قبل آخره: قَتَلَ ← قُتِلَ. والمضارع المبني للمجهول منه يُقْتَلُ، وفعل الأمر من قَتَلَ: اُقْتُلْ.',
      },
    },
    {
      id: 'identify_root',
      name: 'استخراج الجذر',
      asks: 'يطلب جذر صيغة فعلية معطاة أو اسم مشتق منها، بعد تجريدها من حروف الزيادة.',
      bloom: '1–2 — التذكر والفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما جذر الفعل اِسْتَخْرَجَ؟',
        options: ['خ ر ج', 'س خ ر', 'خ ر ق'],
        answer: 'خ ر ج',
        explanation: 'الهمزة والسين والتاء في اِسْتَخْرَجَ حروف زائدة على وزن اِسْتَفْعَلَ، فيبقى الجذر خ ر ج. والجذر س خ ر خطأ شائع مصدره عدّ السين من الأصول.',
      },
    },
    {
      id: 'identify_pattern',
      name: 'تحديد الوزن',
      asks: 'يطلب وزن فعل معطى، وهو واحد من الأوزان الاثنين والعشرين.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'على أيّ وزن جاء الفعل تَعَلَّمَ؟',
        options: ['تَفَعَّلَ', 'تَفَاعَلَ', 'فَعَّلَ', 'اِفْتَعَلَ'],
        answer: 'تَفَعَّلَ',
        explanation: 'تَعَلَّمَ من الجذر ع ل م، زيدت فيه التاء في أوّله وضُعّفت عينه، فوزنه تَفَعَّلَ (الوزن الخامس). أمّا فَعَّلَ فوزن عَلَّمَ، وتَفَاعَلَ وزن تَعَالَمَ.',
      },
    },
    {
      id: 'identify_verb_type',
      name: 'تحديد نوع الفعل',
      asks: 'يطلب نوع الفعل بحسب حروف جذره: صحيح سالم، أو مهموز، أو مضعّف، أو مثال، أو أجوف، أو ناقص، أو لفيف.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما نوع الفعل قَالَ؟',
        options: ['أجوف واويّ', 'أجوف يائيّ', 'ناقص واويّ', 'مثال واويّ'],
        answer: 'أجوف واويّ',
        explanation: 'جذر قَالَ هو ق و ل، وعينه واو قُلبت ألفًا في الماضي، ويظهر أصلها في المضارع يَقُولُ وفي المصدر قَوْل؛ فهو أجوف واويّ. ومثال الأجوف اليائي بَاعَ يَبِيعُ.',
      },
    },
    {
      id: 'masdar',
      name: 'المصدر',
      asks: 'يطلب المصدر (اسم الحدث) لفعل معطى.',
      bloom: '1–3 — التذكر والفهم والتطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما مصدر الفعل أَكْرَمَ؟',
        options: ['إِكْرَام', 'تَكْرِيم', 'كَرَم', 'مُكْرِم'],
        answer: 'إِكْرَام',
        explanation: 'مصدر أَفْعَلَ قياسًا إِفْعَال، فمصدر أَكْرَمَ إِكْرَام. أمّا تَكْرِيم فمصدر كَرَّمَ، وكَرَم مصدر كَرُمَ، ومُكْرِم اسم الفاعل من أَكْرَمَ.',
      },
    },
    {
      id: 'active_participle',
      name: 'اسم الفاعل',
      asks: 'يطلب اسم الفاعل من فعل معطى.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما اسم الفاعل من الفعل اِسْتَخْدَمَ؟',
        options: ['مُسْتَخْدِم', 'مُسْتَخْدَم', 'اِسْتِخْدَام', 'مَخْدُوم'],
        answer: 'مُسْتَخْدِم',
        explanation: 'يُصاغ اسم الفاعل من غير الثلاثي على وزن مضارعه بإبدال حرف المضارعة ميمًا مضمومة وكسر ما قبل الآخر: يَسْتَخْدِمُ ← مُسْتَخْدِم. وبفتح ما قبل الآخر يصير اسم مفعول: مُسْتَخْدَم.',
      },
    },
    {
      id: 'passive_participle',
      name: 'اسم المفعول',
      asks: 'يطلب اسم المفعول من فعل معطى.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما اسم المفعول من الفعل قَالَ؟',
        options: ['مَقُول', 'قَائِل', 'قَوْل', 'مُقَوَّل'],
        answer: 'مَقُول',
        explanation: 'اسم المفعول من الثلاثي على وزن مَفْعُول، وفي الأجوف الواوي تُحذف إحدى الواوين، فأصل مَقُول مَقْوُول. أمّا قَائِل فاسم فاعل، وقَوْل مصدر، ومُقَوَّل اسم مفعول من قَوَّلَ.',
      },
    },
    {
      id: 'derived_noun',
      name: 'الأسماء المشتقة',
      asks: 'يطلب اسم المكان أو الزمان، أو اسم الآلة، أو اسم التفضيل من فعل معطى، أو نوع الاسم المشتق في كلمة معطاة.',
      bloom: '2–3 — الفهم والتطبيق',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما اسم المكان من الفعل جَلَسَ؟',
        options: ['مَجْلِس', 'مَجْلَس', 'جَالِس', 'جُلُوس'],
        answer: 'مَجْلِس',
        explanation: 'مضارع جَلَسَ مكسور العين (يَجْلِسُ)، فاسم المكان منه على وزن مَفْعِل: مَجْلِس. أمّا مَجْلَس بفتح اللام فمصدر ميمي، وجَالِس اسم فاعل، وجُلُوس مصدر.',
      },
    },
    {
      id: 'mood_in_context',
      name: 'إعراب المضارع في جملة',
      asks: 'يطلب صيغة الفعل التي تملأ الفراغ في جملة بعد أداة (لَمْ، لَنْ، أَنْ، لا الناهية، لام الأمر، إِنْ الشرطية، فاء السببية…) أو بلا أداة: الحالة التي تقتضيها الأداة، والمطابقة للفاعل، والحركة التي تقتضيها الكلمة التالية.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، كتابة الإجابة',
      example: {
        stem: 'اختر صيغة الفعل كَتَبَ يَكْتُبُ التي تملأ الفراغ: لَمْ ____ الطَّالِبُ الدَّرْسَ.',
        options: ['يَكْتُبِ', 'يَكْتُبُ', 'يَكْتُبَ', 'يَكْتُبُوا'],
        answer: 'يَكْتُبِ',
        explanation:
          '«لَمْ» حرف نفي وجزم وقلب: يجزم المضارع ويقلب زمنه إلى الماضي، وعلامة الجزم السكون (يَكْتُبْ). وحُرِّك السكون بالكسر لالتقاء الساكنين، لأن «الطَّالِبُ» بعده يبدأ بهمزة وصل. ويُفرد الفعل لأن فاعله اسم ظاهر بعده، فلا يصحّ يَكْتُبُوا. أمّا يَكْتُبُ فمرفوع، ويَكْتُبَ منصوب.',
      },
    },
    {
      id: 'negation',
      name: 'النفي',
      asks: 'يطلب نفي جملة بأداة مسمّاة (ما، لا، لَمْ، لَنْ) بالصيغة التي تقتضيها الأداة: لَمْ مع المجزوم للماضي، ولَنْ مع المنصوب للمستقبل، وما ولا لا تغيّران الفعل.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، كتابة الإجابة',
      example: {
        stem: 'انفِ الجملة «سَيَكْتُبُ الطَّالِبُ الدَّرْسَ.» بـ«لن»: لَنْ ____ الطَّالِبُ الدَّرْسَ.',
        options: ['يَكْتُبَ', 'يَكْتُبُ', 'يَكْتُبْ', 'سَيَكْتُبَ'],
        answer: 'يَكْتُبَ',
        explanation:
          'يُنفى المستقبل بـ«لَنْ» والمضارعِ المنصوب، وتُحذف السين: «لَنْ» حرف نفي ونصب واستقبال، وعلامة النصب الفتحة. يَكْتُبُ مرفوع، ويَكْتُبْ مجزوم كما بعد «لَمْ»، وسَيَكْتُبَ يجمع السين و«لَنْ» وهما لا يجتمعان.',
      },
    },
    {
      id: 'agreement',
      name: 'المطابقة',
      asks: 'يطلب صيغة الفعل أو الصفة التي تطابق ما تعود إليه: الفعل قبل فاعله الظاهر وبعده، والفاعل المؤنث والمثنى، وجمع غير العاقل، والنعت في التعريف والتذكير والعدد والإعراب. وحيث يجيز النحو وجهين يُقبلان معًا.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد، كتابة الإجابة',
      example: {
        stem: 'اختر صيغة الفعل كَتَبَ يَكْتُبُ التي تطابق الاسم قبلها: الطُّلَّابُ ____ الدَّرْسَ.',
        options: ['كَتَبُوا', 'كَتَبَ', 'كَتَبْنَ', 'كَتَبَا'],
        answer: 'كَتَبُوا',
        explanation:
          'الاسم المتقدّم «الطُّلَّابُ» مبتدأ مرفوع، والجملة الفعلية بعده خبره، وفاعلها ضمير يعود عليه، فيطابقه الفعل في العدد والجنس: كَتَبُوا. أمّا كَتَبَ فيأتي قبل الفاعل الظاهر (كَتَبَ الطُّلَّابُ)، وكَتَبْنَ لجمع الإناث، وكَتَبَا للمثنى.',
      },
    },
    {
      id: 'make_passive',
      name: 'البناء للمجهول في جملة',
      asks: 'يطلب تحويل جملة فعلها متعدٍّ إلى المبني للمجهول: يُحذف الفاعل، ويُبنى الفعل للمجهول، ويصير المفعول به نائب فاعل مرفوعًا، ويطابقه الفعل في التذكير والتأنيث.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد',
      example: {
        stem: 'حوّل الجملة إلى المبني للمجهول بحذف الفاعل: كَتَبَ الطَّالِبُ الدَّرْسَ.',
        options: ['كُتِبَ الدَّرْسُ', 'كُتِبَ الدَّرْسَ', 'كَتَبَ الدَّرْسُ', 'يُكْتَبُ الدَّرْسُ'],
        answer: 'كُتِبَ الدَّرْسُ',
        explanation:
          'يُبنى الماضي للمجهول بضمّ أوّله وكسر ما قبل آخره (كُتِبَ)، ويُحذف الفاعل، ويصير المفعول به نائب فاعل، ونائب الفاعل مرفوع: «الدَّرْسُ». أمّا كُتِبَ الدَّرْسَ فأبقى المفعول منصوبًا، وكَتَبَ الدَّرْسُ لم يُبنَ فعله للمجهول، ويُكْتَبُ مضارع والجملة ماضية.',
      },
    },
    {
      id: 'case_role',
      name: 'إعراب الكلمة',
      asks: 'يطلب إعراب كلمة معلَّمة في جملة مشكولة: فاعل، مفعول به، نائب فاعل، مبتدأ، خبر، اسم كان وخبرها، اسم إنّ وخبرها، اسم مجرور بحرف الجر، مضاف إليه. ولكل كلمة في الجملة إعراب واحد.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد',
      example: {
        stem: 'ما إعراب «الْمُهَنْدِسِينَ» في الجملة: إِنَّ الْمُهَنْدِسِينَ جَالِسُونَ.',
        options: ['اسم إنّ', 'خبر إنّ', 'مفعول به', 'مبتدأ'],
        answer: 'اسم إنّ',
        explanation:
          '«الْمُهَنْدِسِينَ» اسم إنّ منصوب وعلامة نصبه الياء. «إنّ» حرف ناسخ ينصب المبتدأ ويسمى اسمها، ويرفع الخبر ويسمى خبرها. وجمع المذكر السالم يرفع بالواو وينصب ويجر بالياء.',
      },
    },
    {
      id: 'case_ending',
      name: 'علامة الإعراب',
      asks: 'يطلب حالة الكلمة الإعرابية في موضعها وعلامتها: الحركات الأصلية، والعلامات الفرعية للمثنى وجمع المذكر السالم وجمع المؤنث السالم. تُعرض الكلمة في الجملة بلا حركة آخرها.',
      bloom: '3 — التطبيق',
      formats: 'اختيار من متعدد',
      example: {
        stem: 'ما حالة «الْحَقِيبَتَيْن» الإعرابية في الجملة، وما علامتها؟ أَخَذَتِ الْمُمَرِّضَةُ الْحَقِيبَتَيْن.',
        options: ['منصوب وعلامة نصبه الياء', 'مرفوع وعلامة رفعه الألف', 'مجرور وعلامة جره الياء', 'منصوب وعلامة نصبه الفتحة'],
        answer: 'منصوب وعلامة نصبه الياء',
        explanation: '«الْحَقِيبَتَيْنِ» مفعول به منصوب وعلامة نصبه الياء. المفعول به منصوب، وهو الاسم الذي وقع عليه فعل الفاعل. والمثنى يرفع بالألف وينصب ويجر بالياء.',
      },
    },
    {
      id: 'form_meaning',
      name: 'معاني صيغ الزوائد',
      asks: 'يطلب المعنى الذي تضيفه صيغة مزيدة إلى فعل من جذرها، في جملة تستعملها: التعدية، التكثير، المشاركة، المطاوعة، الطلب، التكلّف، التظاهر… ولا يُعرض بين الخيارات معنًى يصحّ أن يوصف به الفعل أيضًا.',
      bloom: '2 — الفهم',
      formats: 'اختيار من متعدد، صواب وخطأ',
      example: {
        stem: 'ما المعنى الذي أضافته صيغة «اِسْتَغْفَرَ» إلى «غَفَرَ»؟ اِسْتَغْفَرَ الْمُذْنِبُ رَبَّهُ.',
        options: ['الطلب', 'الصيرورة', 'التعدية', 'المشاركة'],
        answer: 'الطلب',
        explanation: 'صيغة «اِسْتَفْعَلَ» في «اِسْتَغْفَرَ» تدلّ هنا على الطلب، وهو طلبُ الفعل أو طلبُ ما يدلّ عليه الأصل. و«اِسْتَغْفَرَ» من «غَفَرَ» معناه: طلب المغفرة.',
      },
    },
  ],
  en: [
    {
      id: 'conjugate',
      name: 'Conjugate a verb',
      asks: 'Asks for the form of a verb in a given tense or mood, voice and person.',
      bloom: '3 — apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the active past form of كَتَبَ for the pronoun هُنَّ (they, feminine plural)?',
        options: ['كَتَبْنَ', 'كَتَبُوا', 'كَتَبْتُنَّ', 'يَكْتُبْنَ'],
        answer: 'كَتَبْنَ',
        explanation:
          'With the feminine plural nūn the last root letter of the past takes a sukūn, giving كَتَبْنَ. The form كَتَبُوا is the masculine plural, كَتَبْتُنَّ is “you” feminine plural, and يَكْتُبْنَ is a present form.',
      },
    },
    {
      id: 'identify_tense',
      name: 'Identify the tense or mood',
      asks: 'Asks for the tense or mood of a given form: past, present indicative, subjunctive or jussive, imperative, or energetic.',
      bloom: '2 — understand',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the tense and mood of the verb in «لَنْ يَكْتُبُوا»?',
        options: ['present subjunctive', 'present indicative', 'past', 'imperative'],
        answer: 'present subjunctive',
        explanation:
          'يَكْتُبُوا is one of the “five verbs”: its final nūn drops because لَنْ puts it in the subjunctive. The indicative is يَكْتُبُونَ, the past كَتَبُوا and the imperative اُكْتُبُوا.',
      },
    },
    {
      id: 'identify_person',
      name: 'Identify the person',
      asks: 'Asks for the person, number and gender of a given form, that is, its pronoun.',
      bloom: '2 — understand',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'Which pronoun does the form كَتَبْتُمَا go with?',
        options: ['أَنْتُمَا', 'أَنْتُمْ', 'هُمَا', 'نَحْنُ'],
        answer: 'أَنْتُمَا',
        explanation:
          'The ending ـتُمَا marks “you two”, masculine or feminine. The pronoun أَنْتُمْ goes with كَتَبْتُمْ, the pronoun هُمَا with كَتَبَا or كَتَبَتَا, and the pronoun نَحْنُ with كَتَبْنَا.',
      },
    },
    {
      id: 'voice',
      name: 'Active or passive voice',
      asks: 'Asks whether a form is active or passive, or for the passive of an active form.',
      bloom: '2–3 — understand, apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What kind of form is قُتِلَ?',
        options: ['past, passive voice', 'past, active voice', 'present, passive voice', 'imperative'],
        answer: 'past, passive voice',
        explanation:
          'The passive past of a three-letter verb has a u-vowel on the first letter and an i-vowel before the last, so قَتَلَ becomes قُتِلَ. Its present passive is يُقْتَلُ, and the imperative of قَتَلَ is اُقْتُلْ.',
      },
    },
    {
      id: 'identify_root',
      name: 'Find the root',
      asks: 'Asks for the root of a given verb form or derived word, once its added letters are removed.',
      bloom: '1–2 — remember, understand',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the root of اِسْتَخْرَجَ?',
        options: ['خ ر ج', 'س خ ر', 'خ ر ق'],
        answer: 'خ ر ج',
        explanation:
          'The alif, sīn and tāʼ of اِسْتَخْرَجَ are the added letters of the pattern اِسْتَفْعَلَ, which leaves the root خ ر ج. Choosing س خ ر is a common mistake: it counts the added sīn as a root letter.',
      },
    },
    {
      id: 'identify_pattern',
      name: 'Identify the pattern',
      asks: 'Asks which of the 22 verb patterns a given verb follows.',
      bloom: '2 — understand',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'Which pattern does تَعَلَّمَ follow?',
        options: ['V تَفَعَّلَ', 'VI تَفَاعَلَ', 'II فَعَّلَ', 'VIII اِفْتَعَلَ'],
        answer: 'V تَفَعَّلَ',
        explanation: 'تَعَلَّمَ comes from the root ع ل م with a prefixed tāʼ and a doubled middle letter: pattern V, تَفَعَّلَ. Pattern II would be عَلَّمَ and pattern VI تَعَالَمَ.',
      },
    },
    {
      id: 'identify_verb_type',
      name: 'Identify the verb type',
      asks: 'Asks for the type of a verb by its root letters: sound, hamzated, doubled, assimilated, hollow, defective or lafīf.',
      bloom: '2 — understand',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What type of verb is قَالَ?',
        options: ['hollow, middle wāw', 'hollow, middle yāʼ', 'defective, final wāw', 'assimilated, initial wāw'],
        answer: 'hollow, middle wāw',
        explanation:
          'The root of قَالَ is ق و ل: its middle wāw becomes an alif in the past and shows again in the present يَقُولُ and the verbal noun قَوْل. A hollow verb with a middle yāʼ is بَاعَ يَبِيعُ.',
      },
    },
    {
      id: 'masdar',
      name: 'Verbal noun (maṣdar)',
      asks: 'Asks for the verbal noun of a given verb.',
      bloom: '1–3 — remember, understand, apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the verbal noun of أَكْرَمَ?',
        options: ['إِكْرَام', 'تَكْرِيم', 'كَرَم', 'مُكْرِم'],
        answer: 'إِكْرَام',
        explanation:
          'Pattern IV أَفْعَلَ regularly takes the verbal noun إِفْعَال, so أَكْرَمَ gives إِكْرَام. The noun تَكْرِيم belongs to كَرَّمَ and the noun كَرَم to كَرُمَ, while مُكْرِم is the active participle of أَكْرَمَ.',
      },
    },
    {
      id: 'active_participle',
      name: 'Active participle',
      asks: 'Asks for the active participle of a given verb.',
      bloom: '3 — apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the active participle of اِسْتَخْدَمَ?',
        options: ['مُسْتَخْدِم', 'مُسْتَخْدَم', 'اِسْتِخْدَام', 'مَخْدُوم'],
        answer: 'مُسْتَخْدِم',
        explanation:
          'For verbs beyond the three-letter base, the active participle follows the present: the prefix becomes mu- and the letter before the last takes an i-vowel, so يَسْتَخْدِمُ gives مُسْتَخْدِم. With an a-vowel it is the passive participle مُسْتَخْدَم.',
      },
    },
    {
      id: 'passive_participle',
      name: 'Passive participle',
      asks: 'Asks for the passive participle of a given verb.',
      bloom: '3 — apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the passive participle of قَالَ?',
        options: ['مَقُول', 'قَائِل', 'قَوْل', 'مُقَوَّل'],
        answer: 'مَقُول',
        explanation:
          'The passive participle of a three-letter verb follows مَفْعُول; in a hollow wāw verb one of the two wāws drops, so the underlying مَقْوُول becomes مَقُول. The form قَائِل is the active participle, قَوْل the verbal noun, and مُقَوَّل the passive participle of قَوَّلَ.',
      },
    },
    {
      id: 'derived_noun',
      name: 'Derived nouns',
      asks: 'Asks for the noun of place or time, the noun of instrument or the elative of a verb, or which kind of derived noun a given word is.',
      bloom: '2–3 — understand, apply',
      formats: 'multiple choice, true/false',
      example: {
        stem: 'What is the noun of place of جَلَسَ?',
        options: ['مَجْلِس', 'مَجْلَس', 'جَالِس', 'جُلُوس'],
        answer: 'مَجْلِس',
        explanation:
          'The present of جَلَسَ has an i-vowel (يَجْلِسُ), so its noun of place follows the pattern مَفْعِل, giving مَجْلِس. With an a-vowel, مَجْلَس is the mīm verbal noun; جَالِس is the active participle and جُلُوس the verbal noun.',
      },
    },
    {
      id: 'mood_in_context',
      name: 'Mood in context',
      asks: 'Asks for the verb form that fills a gap in a sentence after a particle (lam, lan, an, the prohibitive lā, the lām of command, conditional in, the fā of cause…) or none: the mood the particle requires, agreement with the subject, and the vowel the next word brings.',
      bloom: '3 — apply',
      formats: 'multiple choice, typed answer',
      example: {
        stem: 'Which form of كَتَبَ يَكْتُبُ fills the gap? لَمْ ____ الطَّالِبُ الدَّرْسَ. (The student did not write the lesson.)',
        options: ['يَكْتُبِ', 'يَكْتُبُ', 'يَكْتُبَ', 'يَكْتُبُوا'],
        answer: 'يَكْتُبِ',
        explanation:
          'lam puts the present into the jussive and turns its time to the past; the jussive ends in a sukūn (يَكْتُبْ). That sukūn takes a kasra because the next word, الطَّالِبُ, begins with a connecting hamza. The verb is singular because its subject is a noun after it, so it is not يَكْتُبُوا. The form يَكْتُبُ is indicative, and يَكْتُبَ is subjunctive.',
      },
    },
    {
      id: 'negation',
      name: 'Negation',
      asks: 'Asks to negate a sentence with a named particle (mā, lā, lam, lan) in the form that particle requires: lam with the jussive for the past, lan with the subjunctive for the future; mā and lā leave the verb as it is.',
      bloom: '3 — apply',
      formats: 'multiple choice, typed answer',
      example: {
        stem: 'Negate “سَيَكْتُبُ الطَّالِبُ الدَّرْسَ.” (The student will write the lesson.) with lan: لَنْ ____ الطَّالِبُ الدَّرْسَ.',
        options: ['يَكْتُبَ', 'يَكْتُبُ', 'يَكْتُبْ', 'سَيَكْتُبَ'],
        answer: 'يَكْتُبَ',
        explanation:
          'The future is negated with lan and the subjunctive present, without sa-: lan negates the future and puts the verb into the subjunctive, marked by a fatha. يَكْتُبُ is indicative, يَكْتُبْ is the jussive that follows lam, and سَيَكْتُبَ keeps sa-, which lan never takes.',
      },
    },
    {
      id: 'agreement',
      name: 'Agreement',
      asks: 'Asks for the form of a verb or adjective that agrees with what it refers to: the verb before and after its noun subject, feminine and dual subjects, non-human plurals, and the adjective in definiteness, gender, number and case. Where grammar allows two answers, both count.',
      bloom: '3 — apply',
      formats: 'multiple choice, typed answer',
      example: {
        stem: 'Which form of كَتَبَ يَكْتُبُ agrees with the noun before it? الطُّلَّابُ ____ الدَّرْسَ. (The students wrote the lesson.)',
        options: ['كَتَبُوا', 'كَتَبَ', 'كَتَبْنَ', 'كَتَبَا'],
        answer: 'كَتَبُوا',
        explanation:
          'The noun before the verb, الطُّلَّابُ, is the topic (mubtadaʾ); the verbal sentence after it is its predicate, and its subject is a pronoun referring to the topic, so the verb agrees with it in number and gender: كَتَبُوا. The singular كَتَبَ comes before a noun subject (كَتَبَ الطُّلَّابُ). The form كَتَبْنَ is feminine plural, and كَتَبَا is dual.',
      },
    },
    {
      id: 'make_passive',
      name: 'The passive sentence',
      asks: 'Asks to turn a sentence with a transitive verb into the passive: the doer is dropped, the verb is made passive, and the object becomes its nominative subject (nāʾib al-fāʿil), the verb agreeing with it in gender.',
      bloom: '3 — apply',
      formats: 'multiple choice',
      example: {
        stem: 'Make the sentence passive, dropping the doer: كَتَبَ الطَّالِبُ الدَّرْسَ. (The student wrote the lesson.)',
        options: ['كُتِبَ الدَّرْسُ', 'كُتِبَ الدَّرْسَ', 'كَتَبَ الدَّرْسُ', 'يُكْتَبُ الدَّرْسُ'],
        answer: 'كُتِبَ الدَّرْسُ',
        explanation:
          'The past is made passive with a damma on its first letter and a kasra before its last (كُتِبَ); the doer is dropped and the object becomes the subject of the passive, which is nominative: الدَّرْسُ. The option with الدَّرْسَ keeps the object accusative, the option with كَتَبَ keeps the verb active, and يُكْتَبُ is a present while the sentence is past.',
      },
    },
    {
      id: 'case_role',
      name: 'Role in the sentence (iʿrāb)',
      asks: 'Asks the role of a marked word in a fully vocalized sentence: the doer, the direct object, the subject of a passive verb, the topic and its predicate, the subject and predicate of kāna and of inna, a noun after a preposition, the second term of an iḍāfa. Each word of the sentence has one role.',
      bloom: '2 — understand',
      formats: 'multiple choice',
      example: {
        stem: 'What is the role (iʿrāb) of الْمُهَنْدِسِينَ in: إِنَّ الْمُهَنْدِسِينَ جَالِسُونَ. (The engineers are indeed sitting.)',
        options: ['the subject of inna', 'the predicate of inna', 'the direct object (mafʿūl bihi)', 'the topic (mubtadaʾ)'],
        answer: 'the subject of inna',
        explanation:
          'الْمُهَنْدِسِينَ is the subject of inna, accusative, marked by yāʾ. Inna makes the topic accusative as its subject and leaves the predicate nominative. A sound masculine plural is nominative with wāw, accusative and genitive with yāʾ.',
      },
    },
    {
      id: 'case_ending',
      name: 'Case ending',
      asks: 'Asks the case a word takes in its place and the sign of it: the short vowels, and the substitute signs of the dual and the sound plurals. The word is shown in the sentence without its ending.',
      bloom: '3 — apply',
      formats: 'multiple choice',
      example: {
        stem: 'What case does الْحَقِيبَتَيْن take in the sentence, and with which sign? أَخَذَتِ الْمُمَرِّضَةُ الْحَقِيبَتَيْن. (The nurse took the two bags.)',
        options: ['accusative, marked by yāʾ', 'nominative, marked by alif', 'genitive, marked by yāʾ', 'accusative, marked by fatḥa'],
        answer: 'accusative, marked by yāʾ',
        explanation: 'الْحَقِيبَتَيْنِ is the direct object, accusative, marked by yāʾ. A dual is nominative with alif, accusative and genitive with yāʾ.',
      },
    },
    {
      id: 'form_meaning',
      name: 'What a derived form adds',
      asks: 'Asks what a derived form adds to the verb of its root it comes from, in a sentence that uses it: causative, intensive, reciprocal, reflexive (muṭāwaʿa), requestative, affectation, feigning… A label the verb could also be given is never among the options.',
      bloom: '2 — understand',
      formats: 'multiple choice, true or false',
      example: {
        stem: 'What does the form اِسْتَغْفَرَ add to the meaning of غَفَرَ? In the sentence اِسْتَغْفَرَ الْمُذْنِبُ رَبَّهُ. (The sinner asked his Lord for forgiveness.)',
        options: ['Requestative (ṭalab)', 'Becoming (ṣayrūra)', 'Causative (taʿdiya)', 'Reciprocal (mushāraka)'],
        answer: 'Requestative (ṭalab)',
        explanation:
          'The pattern اِسْتَفْعَلَ (X) here adds the meaning requestative (ṭalab): asking for the act or for what the root names. اِسْتَغْفَرَ, from غَفَرَ, means “asked for forgiveness”.',
      },
    },
  ],
};
