/**
 * The curated readings of the Quran's most frequent spellings (ADR 0077): data only, read by
 * curated.ts. One line a reading, tab-separated: the standard spelling, the reading, the reason.
 * Several lines for one spelling give its readings in order, the first is the one shown first.
 *
 * Spelling: the standard spelling (normalize.ts) without وَ/فَ (they are taken off and put back by
 * curated.ts); `~` at the end: the stem with any case ending (ُ َ ِ ٌ ً ٍ or none); `~+` also with
 * an attached pronoun after the ending (رَبِّكُمْ، رَبِّي).
 *
 * Reading:
 *   particle:TYPE:LEMMA[:pro=A+B][:enc=X][:root=R]  a particle of particles.ts's types, with the
 *       clitics the spelling segments into (بِمَا = بِ + مَا)
 *   noun:LEMMA:ROOT[:plural][:diptote]  a noun with its own lemma (the singular of a broken plural);
 *       diptote: it takes no tanwīn (the elative أَفْعَل), so a bare ending is not a construct (the
 *       context still makes it one before a noun: أَكْثَرَ النَّاسِ)
 *   verb:LEMMA:ROOT[:slot=S]  the analyzer's reading of that verb (of that slot, tense.voice.person,
 *       where the letters allow several: تَجْرِي is 3fs far more often than 2ms)
 */
export const CURATED_TSV = `
إِنَّ	particle:inna:إِنَّ	the shadda is written: the accusative particle, never the light إِنْ
إِنَّهُ	particle:inna:إِنَّ:enc=هُ	إِنَّ with the attached pronoun; the shadda is written
إِنَّهُمْ	particle:inna:إِنَّ:enc=هُمْ	إِنَّ with the attached pronoun
إِنَّكَ	particle:inna:إِنَّ:enc=كَ	إِنَّ with the attached pronoun
إِنَّكُمْ	particle:inna:إِنَّ:enc=كُمْ	إِنَّ with the attached pronoun
إِنَّهَا	particle:inna:إِنَّ:enc=هَا	إِنَّ with the attached pronoun
إِنِّي	particle:inna:إِنَّ:enc=ي	إِنَّ + the speaker's ي (the nūn of إِنَّ and of the pronoun merge)
إِنَّنِي	particle:inna:إِنَّ:enc=نِي	إِنَّ + نِي
إِنَّا	particle:inna:إِنَّ:enc=نَا	إِنَّ + نَا (the nūns merge), not the pronoun أَنَا: the shadda is written
إِنَّنَا	particle:inna:إِنَّ:enc=نَا	إِنَّ + نَا
أَنَّ	particle:inna:أَنَّ	the shadda is written
أَنَّهُ	particle:inna:أَنَّ:enc=هُ	أَنَّ with the attached pronoun
أَنَّهُمْ	particle:inna:أَنَّ:enc=هُمْ	أَنَّ with the attached pronoun
أَنِّي	particle:inna:أَنَّ:enc=ي	أَنَّ + the speaker's ي
أَنَّا	particle:inna:أَنَّ:enc=نَا	أَنَّ + نَا
أَن	particle:subordinating:أَنْ	no shadda written: the particle of the subjunctive (أَنْ المصدرية), not أَنَّ
أَنْ	particle:subordinating:أَنْ	no shadda written: the particle of the subjunctive (أَنْ المصدرية), not أَنَّ
إِن	particle:conditional:إِنْ	no shadda written: the light إِنْ, most often the condition (وَإِنْ كُنْتُمْ)
إِن	particle:negation:إِنْ	the light إِنْ of negation (إِنْ هَذَا إِلَّا)
إِنْ	particle:conditional:إِنْ	no shadda written: the light إِنْ, most often the condition
إِنْ	particle:negation:إِنْ	the light إِنْ of negation
إِنِ	particle:conditional:إِنْ	the light إِنْ with its helping kasra before a wasl (إِنِ اسْتَطَاعُوا), most often the condition
إِنِ	particle:negation:إِنْ	the light إِنْ of negation with its helping kasra (إِنِ الْحُكْمُ إِلَّا لِلَّهِ)
لَئِنْ	particle:conditional:إِنْ:pro=لَ	لَ (that announces the oath's answer) + the conditional إِنْ
لَئِن	particle:conditional:إِنْ:pro=لَ	لَ + the conditional إِنْ
كَانَ	verb:كَانَ:كون	the verb كَانَ (ك و ن); كَأَنَّ would have a hamza and a shadda written
كَانَتْ	verb:كَانَ:كون	the verb كَانَ
بِمَا	particle:relative:مَا:pro=بِ	بِ + the relative مَا (بِمَا أُنْزِلَ إِلَيْكَ)
مِمَّا	particle:relative:مَا:pro=مِنْ	مِنْ + مَا, the nūn merged into the mīm
عَمَّا	particle:relative:مَا:pro=عَنْ	عَنْ + مَا, the nūn merged into the mīm
فِيمَا	particle:relative:مَا:pro=فِي	فِي + the relative مَا
لِمَا	particle:relative:مَا:pro=لِ	لِ + the relative مَا
كَمَا	particle:subordinating:مَا:pro=كَ	كَ + the masdar مَا (كَمَا آمَنَ النَّاسُ)
مِمَّنْ	particle:relative:مَنْ:pro=مِنْ	مِنْ + مَنْ
مِمَّن	particle:relative:مَنْ:pro=مِنْ	مِنْ + مَنْ
لِمَن	particle:relative:مَنْ:pro=لِ	لِ + the relative مَنْ
لِمَنْ	particle:relative:مَنْ:pro=لِ	لِ + the relative مَنْ
لِلَّهِ	particle:proper_noun:اللَّه:pro=لِ:root=ءله	لِ + اللَّه (the article's alif dropped after لِ)
إِذْ	particle:adverb:إِذْ	the time adverb of the past (وَإِذْ قَالَ رَبُّكَ), not a condition
كَذَلِكَ	particle:demonstrative:ذَلِكَ:pro=كَ	كَ + ذَلِكَ
يَوْمَئِذٍ	particle:adverb:يَوْمَئِذٍ:root=يوم	the compound يَوْمَ + إِذٍ, a time adverb
حِينَئِذٍ	particle:adverb:حِينَئِذٍ:root=حين	the compound حِينَ + إِذٍ, a time adverb
بَلْ	particle:retraction:بَلْ	the particle of retraction (حرف إضراب), not a conjunction
يَوْم~	noun:يَوْم:يوم	the noun يَوْم, not a verb of وَمَا
الْيَوْم~	noun:يَوْم:يوم	the noun يَوْم with the article
الْأَرْض~	noun:أَرْض:ءرض	the noun أَرْض, not the masdar of أَرَضَ
أَرْض~+	noun:أَرْض:ءرض	the noun أَرْض
السَّمَاء~	noun:سَمَاء:سمو	the noun سَمَاء
رَبّ~+	noun:رَبّ:ربب	the noun رَبّ (Lord), not the verb رَبَّى or the masdar of رَبَّ
رَبِّ	noun:رَبّ:ربب:enc=ي	رَبِّ called on (رَبِّ اغْفِرْ لِي): رَبّ + the speaker's ي, dropped, its kasra left; context.ts puts it first before a verb or a particle
قَوْم~+	noun:قَوْم:قوم	the noun قَوْم (a people), not the masdar of قَامَ
الْقَوْم~	noun:قَوْم:قوم	the noun قَوْم
شَيْء~	noun:شَيْء:شيء	the noun شَيْء, not the masdar of شَاءَ
الْحَقّ~	noun:حَقّ:حقق	the noun حَقّ
حَقّ~	noun:حَقّ:حقق	the noun حَقّ
سَبِيل~+	noun:سَبِيل:سبل	the noun سَبِيل (a way), not an intensive of سَبَلَ
السَّبِيل~	noun:سَبِيل:سبل	the noun سَبِيل
الْكِتَاب~	noun:كِتَاب:كتب	the noun كِتَاب
كِتَاب~+	noun:كِتَاب:كتب	the noun كِتَاب
النَّار~	noun:نَار:نور	the noun نَار (fire), root ن و ر
الْقِيَامَة~	noun:قِيَامَة:قوم	the noun الْقِيَامَة
الْجَنَّة~	noun:جَنَّة:جنن	the noun جَنَّة (a garden)
جَنَّات~	noun:جَنَّة:جنن:plural	the plural of جَنَّة
الْحَيَاة~	noun:حَيَاة:حيي	the noun حَيَاة
خَيْر~	noun:خَيْر:خير	the noun خَيْر
الْخَيْر~	noun:خَيْر:خير	the noun خَيْر
عِلْم~	noun:عِلْم:علم	the noun عِلْم
الْعِلْم~	noun:عِلْم:علم	the noun عِلْم
الْإِنسَان~	noun:إِنْسَان:ءنس	the noun إِنْسَان
هُدًى	noun:هُدًى:هدي	the noun هُدًى
الْحَمْد~	noun:حَمْد:حمد	the noun حَمْد
حِينٍ	noun:حِين:حين	the noun حِين (with tanwīn: not the adverb حِينَ)
حِينٌ	noun:حِين:حين	the noun حِين
غَيْر~+	noun:غَيْر:غير	the noun غَيْر (a noun in construct in the Corpus's conventions, not an adverb)
إِلَه~+	noun:إِلَٰه:ءله	the noun إِلَٰه (a god), not أَ + لِ + هُ
إِلَهٌ	noun:إِلَٰه:ءله	the noun إِلَٰه
أَبَانَا	noun:أَب:ءبو:enc=نَا	one of the five nouns: أَب + نَا, its accusative with a long ā (not a verb of أَبَانَ)
أَبُوهُمْ	noun:أَب:ءبو:enc=هُمْ	one of the five nouns: أَب + هُمْ, nominative with a long ū
أَبَاهُ	noun:أَب:ءبو:enc=هُ	one of the five nouns, accusative
أَبِيهِ	noun:أَب:ءبو:enc=هُ	one of the five nouns, genitive
أَبِيهِمْ	noun:أَب:ءبو:enc=هُمْ	one of the five nouns, genitive
أَبَاكُمْ	noun:أَب:ءبو:enc=كُمْ	one of the five nouns, accusative
أَبِيكُمْ	noun:أَب:ءبو:enc=كُمْ	one of the five nouns, genitive
أَبُونَا	noun:أَب:ءبو:enc=نَا	one of the five nouns, nominative
أَبِينَا	noun:أَب:ءبو:enc=نَا	one of the five nouns, genitive
أَخِيهِ	noun:أَخ:ءخو:enc=هُ	one of the five nouns: أَخ + هُ, genitive with a long ī (not an intensive)
أَخَاهُ	noun:أَخ:ءخو:enc=هُ	one of the five nouns, accusative
أَخُوهُ	noun:أَخ:ءخو:enc=هُ	one of the five nouns, nominative
أَخَاهُمْ	noun:أَخ:ءخو:enc=هُمْ	one of the five nouns, accusative (وَإِلَى عَادٍ أَخَاهُمْ)
أَخُوهُمْ	noun:أَخ:ءخو:enc=هُمْ	one of the five nouns, nominative
أَخِي	noun:أَخ:ءخو:enc=ي	أَخ + the speaker's ي
إِخْوَان~+	noun:أَخ:ءخو:plural	إِخْوَان, a broken plural of أَخ
إِخْوَة~+	noun:أَخ:ءخو:plural	إِخْوَة, a broken plural of أَخ
يَا بَنِي	noun:اِبْن:بني:plural:pro=يَا	the vocative يَا + بَنِي, the plural of اِبْن in construct (not بِ + نِي)
بَنِي	noun:اِبْن:بني:plural	بَنِي, the plural of اِبْن in construct (بَنِي إِسْرَائِيلَ), not بِ + نِي
يَا بُنَيَّ	noun:اِبْن:بني:pro=يَا	the vocative يَا + the diminutive بُنَيّ + ي
بِسْمِ	noun:اِسْم:سمو:pro=بِ	بِ + اسْم, the alif of اسْم not written after بِ in the basmala
الرِّبَا	noun:رِبًا:ربو	the noun الرِّبَا (usury), written with و and alif in the Uthmani text
أُجُور~+	noun:أَجْر:ءجر:plural	أُجُور, a broken plural of أَجْر
أَجْر~+	noun:أَجْر:ءجر	the noun أَجْر, not the masdar of أَجَرَ
عِبَاد~+	noun:عَبْد:عبد:plural	عِبَاد, a broken plural of عَبْد
عَبْد~+	noun:عَبْد:عبد	the noun عَبْد
الْمَغَارِب~	noun:مَغْرِب:غرب:plural	مَغَارِب, a broken plural of مَغْرِب
وَاحِد~	noun:وَاحِد:وحد	the numeral one
اثْنَيْنِ	noun:اِثْنَان:ثني	the numeral two
ثَلَاثَة~	noun:ثَلَاثَة:ثلث	the numeral three
ثَلَاث~	noun:ثَلَاثَة:ثلث	the numeral three (feminine counted)
أَرْبَعَة~	noun:أَرْبَعَة:ربع	the numeral four
أَرْبَع~	noun:أَرْبَعَة:ربع	the numeral four (feminine counted)
سِتَّة~	noun:سِتَّة:ستت	the numeral six
سَبْع~	noun:سَبْعَة:سبع	the numeral seven (feminine counted)
سَبْعَة~	noun:سَبْعَة:سبع	the numeral seven
عَشْر~	noun:عَشَرَة:عشر	the numeral ten (feminine counted)
عَشَرَة~	noun:عَشَرَة:عشر	the numeral ten
مِئَة~	noun:مِائَة:مءي	the numeral hundred
أَلْف~	noun:أَلْف:ءلف	the numeral thousand
لَقَدْ	particle:certainty:قَدْ:pro=لَ	لَ of the oath's answer + قَدْ of certainty (وَلَقَدْ عَلِمْتُمْ), two segments
أَلَّا	particle:negation:لَا:pro=أَنْ	أَنْ + لَا, the nūn merged into the lām (أَلَّا تَعْبُدُوا)
لِئَلَّا	particle:negation:لَا:pro=لِ+أَنْ	لِ + أَنْ + لَا (لِئَلَّا يَكُونَ لِلنَّاسِ)
كُلّ~+	noun:كُلّ:كلل	the noun كُلّ, always in construct or with tanwīn (كُلِّ شَيْءٍ), not an adverb
بَعْض~+	noun:بَعْض:بعض	the noun بَعْض (some), not an adverb
نَفْس~+	noun:نَفْس:نفس	the noun نَفْس (soul, self), not an adverb
قَبْلِ~+	noun:قَبْل:قبل	قَبْل in the genitive after مِنْ (مِنْ قَبْلِكَ): the noun, no longer the adverb
بَعْدِ~+	noun:بَعْد:بعد	بَعْد in the genitive after مِنْ (مِنْ بَعْدِهِمْ): the noun
دُونِ~+	noun:دُون:دون	دُون in the genitive after مِنْ (مِنْ دُونِ اللَّهِ): the noun
عِندِ~+	noun:عِنْد:عند	عِنْد in the genitive after مِنْ (مِنْ عِنْدِ اللَّهِ): the noun
بَيْنِ~+	noun:بَيْن:بين	بَيْن in the genitive after مِنْ (مِنْ بَيْنِ أَيْدِيهِمْ): the noun
فَوْقِ~+	noun:فَوْق:فوق	فَوْق in the genitive after مِنْ: the noun
تَحْتِ~+	noun:تَحْت:تحت	تَحْت in the genitive after مِنْ (مِنْ تَحْتِهَا): the noun
خَلْفِ~+	noun:خَلْف:خلف	خَلْف in the genitive after مِنْ: the noun
حَوْلِ~+	noun:حَوْل:حول	حَوْل in the genitive after مِنْ: the noun
وَرَاءِ~+	noun:وَرَاء:وري	وَرَاء in the genitive after مِنْ: the noun
النَّاس~	noun:نَاس:نوس	the noun النَّاس (people), its own lemma, not the plural of إِنْسَان
لِلنَّاس~	noun:نَاس:نوس:pro=لِ	لِ + النَّاس, the article's alif dropped after لِ
الدُّنْيَا	noun:دُنْيَا:دنو	دُنْيَا, the feminine of أَدْنَى (the nearer life), its own lemma, not the masdar of دَنَا
السَّمَاوَات~	noun:سَمَاء:سمو:plural	السَّمَاوَات, the plural of سَمَاء
لَفِي	particle:preposition:فِي:pro=لَ	لَ of emphasis on the predicate moved after إِنَّ (اللام المزحلقة) + the preposition فِي (إِنَّ الْإِنْسَانَ لَفِي خُسْرٍ), not a noun of لَفَا
ذُو	noun:ذُو:-:case=nom	ذُو (owner of), one of the five nouns, nominative by its long ū and always in construct (ذُو الْفَضْلِ الْعَظِيمِ), not the relative ذُو of Ṭayyiʾ
بَيِّنَة~	noun:بَيِّنَة:بين	the noun بَيِّنَة (a clear proof): the ة is written, so not بَيْنَ + هُ
الْبَيِّنَة~	noun:بَيِّنَة:بين	the noun بَيِّنَة with the article
يَا أَبَتِ	noun:أَب:ءبو:pro=يَا:enc=ي	يَا أَبَتِ (O my father): أَب called on, the speaker's ي dropped and a ت written for it, in construct and accusative; not the verb أَبَتْ (she refused)
يَبْنَؤُمَّ	noun:اِبْن:بني:pro=يَا	يَا ابْنَ أُمَّ written as one word in the Uthmani text (20:94): the vocative يَا + اِبْن in construct, accusative
اثْنَا	noun:اِثْنَان:ثني:case=nom	the numeral two of اثْنَا عَشَرَ, nominative by its long ā (the dual's nūn dropped before عَشَرَ)
الْعِبَاد~	noun:عَبْد:عبد:plural	الْعِبَاد, a broken plural of عَبْد with the article
آلِهَة~	noun:إِلَٰه:ءله:plural	آلِهَة, the broken plural of إِلَٰه (gods), not a noun آلِه
الْآلِهَة~	noun:إِلَٰه:ءله:plural	الْآلِهَة, the broken plural of إِلَٰه
بُطُون~+	noun:بَطْن:بطن:plural	بُطُون, the broken plural of بَطْن
الْحَنَاجِر~	noun:حَنْجَرَة:حنجر:plural	الْحَنَاجِر, the broken plural of حَنْجَرَة (throat)
هُدَايَ	noun:هُدًى:هدي:enc=ي	هُدًى + the speaker's ي (its alif kept, the ي given a fatha); both times the object of تَبِعَ / اتَّبَعَ (2:38, 20:123), in the accusative
حِينَ	noun:حِين:حين	حِينَ, the noun حِين in the accusative as an adverb of time, in construct to what follows (حِينَ يُنَزَّلُ الْقُرْآنُ)
كَمَن	particle:relative:مَنْ:pro=كَ	كَ + the relative مَنْ (أَفَمَنْ وَعَدْنَاهُ … كَمَنْ مَتَّعْنَاهُ): what is likened is a person, never a question
كَمَنْ	particle:relative:مَنْ:pro=كَ	كَ + the relative مَنْ
قَالَ	verb:قَالَ:قول	the past of قَالَ (he said)
قَالُوا	verb:قَالَ:قول	the past of قَالَ, they said
قُلْ	verb:قَالَ:قول	the imperative of قَالَ (say), its middle و dropped before the sukun
قُل	verb:قَالَ:قول	the imperative of قَالَ, written without its sukun
آمَنُوا	verb:آمَنَ:ءمن	the past of آمَنَ (IV), they believed
كَفَرُوا	verb:كَفَرَ:كفر	the past of كَفَرَ, they disbelieved
كَانُوا	verb:كَانَ:كون	the past of كَانَ, they were
كُنتُمْ	verb:كَانَ:كون	the past of كَانَ, you were (the و dropped before the sukun)
كُنتُم	verb:كَانَ:كون	the past of كَانَ, you were
كُنَّا	verb:كَانَ:كون	the past of كَانَ, we were (its nūn merged with نَا)
كُنتَ	verb:كَانَ:كون	the past of كَانَ, you were (one man)
يَشَاءُ	verb:شَاءَ:شيء	the present of شَاءَ, he wills
شَاءَ	verb:شَاءَ:شيء	the past of شَاءَ, he willed
يُؤْمِنُونَ	verb:آمَنَ:ءمن	the present of آمَنَ (IV), they believe
تَعْمَلُونَ	verb:عَمِلَ:عمل	the present of عَمِلَ, you do
يَعْمَلُونَ	verb:عَمِلَ:عمل	the present of عَمِلَ, they do
يَعْلَمُونَ	verb:عَلِمَ:علم	the present of عَلِمَ, they know
تَعْلَمُونَ	verb:عَلِمَ:علم	the present of عَلِمَ, you know
يَعْلَمُ	verb:عَلِمَ:علم	the present of عَلِمَ, he knows
خَلَقَ	verb:خَلَقَ:خلق	the past of خَلَقَ, he created
جَاءَ	verb:جَاءَ:جيء	the past of جَاءَ, he came
أَرْسَلْنَا	verb:أَرْسَلَ:رسل	the past of أَرْسَلَ (IV), we sent
أُنزِلَ	verb:أَنْزَلَ:نزل	the passive past of أَنْزَلَ (IV), it was sent down
أَنزَلَ	verb:أَنْزَلَ:نزل	the past of أَنْزَلَ (IV), he sent down
جَعَلَ	verb:جَعَلَ:جعل	the past of جَعَلَ, he made
ظَلَمُوا	verb:ظَلَمَ:ظلم	the past of ظَلَمَ, they wronged
يُحِبُّ	verb:أَحَبَّ:حبب	the present of أَحَبَّ (IV), he loves
يُرِيدُ	verb:أَرَادَ:رود	the present of أَرَادَ (IV), he wants
كَذَّبُوا	verb:كَذَّبَ:كذب	the past of كَذَّبَ (II), they denied
يَقُولُ	verb:قَالَ:قول	the present of قَالَ, he says
يَقُولُونَ	verb:قَالَ:قول	the present of قَالَ, they say
قِيلَ	verb:قَالَ:قول	the passive past of قَالَ, it was said
آمَنَّا	verb:آمَنَ:ءمن	the past of آمَنَ (IV), we believed
أُوتُوا	verb:آتَى:ءتي	the passive past of آتَى (IV), they were given; not an imperative of أَتَا
يَهْدِي	verb:هَدَى:هدي	the present of هَدَى, he guides
عَمِلُوا	verb:عَمِلَ:عمل	the past of عَمِلَ, they did
جَعَلْنَا	verb:جَعَلَ:جعل	the past of جَعَلَ, we made
اتَّقُوا	verb:اِتَّقَى:وقي	the imperative (or past) of اِتَّقَى (VIII), be mindful of God
عَلِيم~	noun:عَلِيم:علم	the noun-adjective عَلِيم (all-knowing) of the noun list
رَحِيم~	noun:رَحِيم:رحم	رَحِيم (merciful) of the noun list
الرَّحِيم~	noun:رَحِيم:رحم	رَحِيم with the article
غَفُور~	noun:غَفُور:غفر	غَفُور (forgiving) of the noun list
الْغَفُور~	noun:غَفُور:غفر	غَفُور with the article
الْعَذَاب~	noun:عَذَاب:عذب	the noun عَذَاب with the article
قَلِيل~	noun:قَلِيل:قلل	قَلِيل (few, little) of the noun list
كَثِير~	noun:كَثِير:كثر	كَثِير (many, much) of the noun list
الْآخِرَة~	noun:آخِرَة:ءخر	الْآخِرَة, the hereafter, its own lemma
الصَّلَاة~	noun:صَلَاة:صلو	the noun صَلَاة (prayer)
الْعَزِيز~	noun:عَزِيز:عزز	عَزِيز (mighty) with the article
عَزِيز~	noun:عَزِيز:عزز	عَزِيز (mighty)
أَلِيم~	noun:أَلِيم:ءلم	أَلِيم (painful) of the noun list
حَكِيم~	noun:حَكِيم:حكم	حَكِيم (wise) of the noun list
الْحَكِيم~	noun:حَكِيم:حكم	حَكِيم with the article
قَدِير~	noun:قَدِير:قدر	قَدِير (able) of the noun list
عَظِيم~	noun:عَظِيم:عظم	عَظِيم (great) of the noun list
الْعَظِيم~	noun:عَظِيم:عظم	عَظِيم with the article
الشَّيْطَان~	noun:شَيْطَان:شطن	الشَّيْطَان (Satan), a noun of the list
أَصْحَاب~	noun:صَاحِب:صحب:plural	أَصْحَاب, the broken plural of صَاحِب
الْأَنْهَار~	noun:نَهْر:نهر:plural	الْأَنْهَار, the broken plural of نَهْر (river)
آلَاء~	noun:إِلًى:ءلي:plural	آلَاء (favours), the broken plural of إِلًى, not a masdar of آلَى (فَبِأَيِّ آلَاءِ رَبِّكُمَا تُكَذِّبَانِ)
ثُمَّ	particle:conjunction:ثُمَّ	the conjunction of sequence with delay
أَوْ	particle:conjunction:أَوْ	the conjunction of choice
أَمْ	particle:conjunction:أَمْ	the conjunction أَمْ of the question that weighs two things
قَدْ	particle:certainty:قَدْ	the particle of certainty before a past (قَدْ أَفْلَحَ)
هَلْ	particle:interrogative:هَلْ	the particle of the yes-no question
كَيْفَ	particle:interrogative:كَيْفَ	the question of manner
لَمْ	particle:negation:لَمْ	لَمْ, the negation of the past with the jussive
لَيْسَ	particle:negation:لَيْسَ	لَيْسَ, the verb of negation the Corpus counts with the particles of negation
حَتَّى	particle:preposition:حَتَّى	حَتَّى (until), the preposition of the end
عَلَى	particle:preposition:عَلَى	the preposition عَلَى (on), never a verb
إِلَى	particle:preposition:إِلَى	the preposition إِلَى (to), not the noun إِلًى
مِنْ	particle:preposition:مِنْ	the preposition مِنْ (from)
مِن	particle:preposition:مِنْ	the preposition مِنْ, written without its sukun
مِنَ	particle:preposition:مِنْ	مِنْ with a fatha before the article (مِنَ النَّاسِ)
فِي	particle:preposition:فِي	the preposition فِي (in)
عَن	particle:preposition:عَنْ	the preposition عَنْ (from, about)
عَنْ	particle:preposition:عَنْ	the preposition عَنْ
عَنِ	particle:preposition:عَنْ	عَنْ with a kasra before a wasla
هُوَ	particle:pronoun:هُوَ	the pronoun of the third person, masculine
هِيَ	particle:pronoun:هِيَ	the pronoun of the third person, feminine
هُمْ	particle:pronoun:هُمْ	the pronoun of the third person, plural
هُم	particle:pronoun:هُمْ	the pronoun هُمْ written without its sukun
هُمُ	particle:pronoun:هُمْ	هُمْ with a damma before a wasla
نَحْنُ	particle:pronoun:نَحْنُ	the pronoun we
أَنَا	particle:pronoun:أَنَا	the pronoun I
أَنتُمْ	particle:pronoun:أَنْتُمْ	the pronoun you (plural)
أَنتَ	particle:pronoun:أَنْتَ	the pronoun you (one man)
هَذَا	particle:demonstrative:هَذَا	the demonstrative of the near, masculine
هَذِهِ	particle:demonstrative:هَذِهِ	the demonstrative of the near, feminine
ذَلِكَ	particle:demonstrative:ذَلِكَ	the demonstrative of the far, masculine
أُولَئِكَ	particle:demonstrative:أُولَئِكَ	the demonstrative of the far, plural
هَؤُلَاءِ	particle:demonstrative:هَؤُلَاءِ	the demonstrative of the near, plural
الَّذِي	particle:relative:الَّذِي	the relative, masculine singular
الَّذِينَ	particle:relative:الَّذِينَ	the relative, masculine plural
الَّتِي	particle:relative:الَّتِي	the relative, feminine singular
إِلَّا	particle:exception:إِلَّا	the particle of exception
إِنَّمَا	particle:restriction:إِنَّمَا	إِنَّمَا, the particle of restriction, one word (إِنَّ with the مَا that stops its work)
كَلَّا	particle:negation:كَلَّا	كَلَّا, the particle of deterrence and denial
لَوْلَا	particle:conditional:لَوْلَا	لَوْلَا, the condition of a thing that prevents
لَوْ	particle:conditional:لَوْ	لَوْ, the condition of what did not happen
إِذَا	particle:conditional:إِذَا	إِذَا, the condition of the future (the Corpus reads it as a time adverb or a condition)
يَا أَيُّهَا	particle:vocative:أَيُّهَا:pro=يَا	the vocative يَا + أَيُّهَا before a noun with the article (يَا أَيُّهَا النَّاسُ)
مِنَّا	particle:preposition:مِنْ:enc=نَا	the preposition مِنْ with the attached pronoun نَا, the nūn of مِنْ merged into the pronoun's (the shadda is written); not a verb of مَانَ
إِلَيَّ	particle:preposition:إِلَى:enc=ي	إِلَى + the speaker's ي: the alif turns to ي and merges with it (the shadda is written), not أَ + لِ
لَمِنَ	particle:preposition:مِنْ:pro=لَ	لَ of emphasis on the predicate (إِنَّهُ لَمِنَ الصَّالِحِينَ) + مِنْ with its fatha before the article; the mīm has a kasra, so not مَنْ
لَهُوَ	particle:pronoun:هُوَ:pro=لَ	لَ of emphasis + the pronoun هُوَ (إِنَّ اللَّهَ لَهُوَ الْغَنِيُّ): the hā has a damma and the wāw a fatha, so not لَهْو (play)
أَنِ	particle:subordinating:أَنْ	أَنْ with its helping kasra before a wasla (أَنِ اعْبُدُوا اللَّهَ): no shadda is written, so not أَنَّ
آمَنَ	verb:آمَنَ:ءمن	the past of آمَنَ (IV), he believed (مَنْ آمَنَ بِاللَّهِ): the madda is the hamza of form IV with its long ā, not the question أَ + مَنْ
آتَيْنَا	verb:آتَى:ءتي	the past of آتَى (IV), we gave (وَآتَيْنَا مُوسَى الْكِتَابَ): the madda is written, so not أَتَيْنَا of أَتَى (we came)
يَكُن	verb:كَانَ:كون:slot=present_jussive.active.3ms	the jussive of كَانَ, he, after لَمْ or a condition (لَمْ يَكُنْ), its و dropped before the sukun; the feminine plural يَكُنَّ would have a shadda
تَكُن	verb:كَانَ:كون:slot=present_jussive.active.2ms	the jussive of كَانَ, you, most often after the prohibitive لا (فَلَا تَكُنْ مِنَ الْمُمْتَرِينَ)
تَكُن	verb:كَانَ:كون:slot=present_jussive.active.3fs	the jussive of كَانَ, she (أَلَمْ تَكُنْ آيَاتِي تُتْلَى عَلَيْكُمْ), the next reading
تَجْرِي	verb:جَرَى:جري:slot=present_indicative.active.3fs	the present of جَرَى, it (the rivers, a broken plural, feminine) flows (تَجْرِي مِنْ تَحْتِهَا الْأَنْهَارُ), not you (one man)
تُتْلَى	verb:تَلَا:تلو:slot=present_indicative.passive.3fs	the passive present of تَلَا, they (the verses, feminine) are recited (تُتْلَى عَلَيْهِمْ آيَاتُنَا), not you
يَرَوْا	verb:رَأَى:رءي:slot=present_jussive.active.3mp	the jussive of رَأَى, they, after لَمْ (أَوَلَمْ يَرَوْا) or a condition (وَإِنْ يَرَوْا): the nūn dropped
أَهْل~+	noun:أَهْل:ءهل	the noun أَهْل (people of, family), not the question أَ + هَلْ (أَهْلَ الْكِتَابِ، يَا أَهْلَ الْكِتَابِ)
مَاء~	noun:مَاء:موه	the noun مَاء (water), its hamza standing for the هـ of the root (مِيَاه), not a verb
آيَة~+	noun:آيَة:ءيي	the noun آيَة (a sign, a verse): بِآيَةٍ is بِ + آيَة, not a masdar of بَأَى
لَآيَةً	noun:آيَة:ءيي:pro=لَ	لَ of emphasis + آيَة, the noun of إِنَّ put after its predicate (إِنَّ فِي ذَلِكَ لَآيَةً), in the accusative; not a masdar of لَأَى
لَآيَاتٍ	noun:آيَة:ءيي:plural:pro=لَ:case=acc	لَ of emphasis + آيَات, the noun of إِنَّ after its predicate (إِنَّ فِي ذَلِكَ لَآيَاتٍ): a sound feminine plural, accusative with a kasra; the fatha on the lām is written, so not لِ
أَيْدِي~+	noun:يَد:يدي:plural	أَيْدِي, the broken plural of يَد (hand), with a pronoun (أَيْدِيهِمْ، بَيْنَ أَيْدِيكُمْ): not a verb of يَدَى
أَحَد~	noun:أَحَد:ءحد	the noun أَحَد (one, anyone; وَلَمْ يَكُنْ لَهُ كُفُوًا أَحَدٌ), not أَ + a verb of حَدَا
أَجَل~+	noun:أَجَل:ءجل	the noun أَجَل (a term; إِلَى أَجَلٍ مُسَمًّى): with tanwīn or a pronoun, never the answer particle أَجَلْ (yes)
وَكِيل~	noun:وَكِيل:وكل	the noun وَكِيل (guardian; وَكَفَى بِاللَّهِ وَكِيلًا): the و is the root's, not the conjunction before كَيْلَا
وَلَدًا	noun:وَلَد:ولد	the noun وَلَد (a child; اتَّخَذَ اللَّهُ وَلَدًا), accusative with tanwīn: not the dual of the verb وَلَدَ (وَلَدَا); وَلَدَ alone stays the verb (وَمَا وَلَدَ)
وَلَدٌ	noun:وَلَد:ولد	the noun وَلَد, nominative with tanwīn (أَنَّى يَكُونُ لَهُ وَلَدٌ)
وَلَدٍ	noun:وَلَد:ولد	the noun وَلَد, genitive with tanwīn (مِنْ وَلَدٍ)
إِلَاه~+	noun:إِلَٰه:ءله	the noun إِلَٰه (a god) written with its alif (إِلَاهًا، إِلَاهَكُمْ), not a verb of لَاهَ
أَكْثَر~+	noun:أَكْثَر:كثر:diptote	the elative أَكْثَر (most; وَلَكِنَّ أَكْثَرَ النَّاسِ لَا يَعْلَمُونَ، أَكْثَرُهُمْ), a noun in construct, not the past of أَكْثَرَ
أَكْبَر~	noun:أَكْبَر:كبر:diptote	the elative أَكْبَر (greater; وَلَذِكْرُ اللَّهِ أَكْبَرُ), not the verb of the first person
أَعْلَمُ	noun:أَعْلَم:علم:diptote	the elative أَعْلَم (knows best; وَاللَّهُ أَعْلَمُ بِمَا يَصِفُونَ), its commonest use in the text
أَعْلَمُ	verb:عَلِمَ:علم	the present of عَلِمَ, I know (إِنِّي أَعْلَمُ مَا لَا تَعْلَمُونَ), the next reading: context.ts puts it first after إِنِّي / أَنِّي or a negation
جَمِيع~	noun:جَمِيع:جمع	the noun جَمِيع (all, together), a circumstantial accusative in جَمِيعًا (حال), not an adverb
سُبْحَان~+	noun:سُبْحَان:سبح	the noun سُبْحَان (glory be), an absolute object in the accusative, always in construct (سُبْحَانَ اللَّهِ، سُبْحَانَهُ)
النَّبِيّ~	noun:نَبِيّ:نبء	the noun نَبِيّ (a prophet) with the article, its hamza softened (نبأ), its own lemma rather than an intensive of نَبَا
ذِي	noun:ذُو:-:case=gen	ذِي, the genitive of ذُو (owner of) by its long ī, in construct (ذِي الْقُرْبَى، ذِي الْعَرْشِ), far more often than the demonstrative
ذَات~+	noun:ذَات:-	ذَات, the feminine of ذُو (possessor of; عَلِيمٌ بِذَاتِ الصُّدُورِ), not a masdar of ذَأَتَ
النِّسَاء~	noun:نِسَاء:نسو:plural	النِّسَاء (women), a plural with no singular of its letters (its sense's singular is امْرَأَة), not a masdar of نَاسَأَ
نِسَاء~+	noun:نِسَاء:نسو:plural	نِسَاء (women), with a pronoun or tanwīn (نِسَاءَكُمْ)
أُولُوا	noun:أُولُو:-:plural:case=nom	أُولُو (possessors of; أُولُو الْأَلْبَابِ), a plural with no singular of its letters, nominative by its ū, always in construct; the alif after its و is only written; not a verb of أَوْلَى
أُولِي	noun:أُولُو:-:plural	أُولِي, أُولُو in the genitive or accusative by its ī (لِأُولِي الْأَلْبَابِ، يَا أُولِي الْأَبْصَارِ), in construct
بِهِ	particle:preposition:بِ:enc=هُ	the preposition بِ with the attached pronoun هُ (its vowel a kasra after the kasra of بِ)
بِهَا	particle:preposition:بِ:enc=هَا	the preposition بِ with the attached pronoun هَا
بِهِمْ	particle:preposition:بِ:enc=هُمْ	the preposition بِ with the attached pronoun هُمْ (هِمْ after the kasra)
بِكُمْ	particle:preposition:بِ:enc=كُمْ	the preposition بِ with the attached pronoun كُمْ
لَهُ	particle:preposition:لِ:enc=هُ	لِ + هُ: the lām of the preposition takes a fatha before a pronoun (لَهُ، لَكُمْ), except before the speaker's ي
لَهُمْ	particle:preposition:لِ:enc=هُمْ	the preposition لِ with the attached pronoun هُمْ, its lām with a fatha before the pronoun
لَهُم	particle:preposition:لِ:enc=هُمْ	the preposition لِ with the attached pronoun هُمْ, written without its sukun
لَهُمُ	particle:preposition:لِ:enc=هُمْ	the preposition لِ with the attached pronoun هُمْ, with a damma before a wasla
لَهَا	particle:preposition:لِ:enc=هَا	the preposition لِ with the attached pronoun هَا
لَكُمْ	particle:preposition:لِ:enc=كُمْ	the preposition لِ with the attached pronoun كُمْ
لَكُم	particle:preposition:لِ:enc=كُمْ	the preposition لِ with the attached pronoun كُمْ, written without its sukun
لَكُمُ	particle:preposition:لِ:enc=كُمْ	the preposition لِ with the attached pronoun كُمْ, with a damma before a wasla
لَكَ	particle:preposition:لِ:enc=كَ	the preposition لِ with the attached pronoun كَ
لَنَا	particle:preposition:لِ:enc=نَا	the preposition لِ with the attached pronoun نَا
لِي	particle:preposition:لِ:enc=ي	لِ + the speaker's ي, the lām keeping its kasra
فِيهَا	particle:preposition:فِي:enc=هَا	the preposition فِي with the attached pronoun هَا
فِيهِ	particle:preposition:فِي:enc=هُ	the preposition فِي with the attached pronoun هُ (هِ after the ي)
عَلَيْهِ	particle:preposition:عَلَى:enc=هُ	the preposition عَلَى with the attached pronoun هُ, its alif turned to ي before the pronoun
عَلَيْهِمْ	particle:preposition:عَلَى:enc=هُمْ	the preposition عَلَى with the attached pronoun هُمْ
عَلَيْهِم	particle:preposition:عَلَى:enc=هُمْ	the preposition عَلَى with the attached pronoun هُمْ, written without its sukun
عَلَيْهِمُ	particle:preposition:عَلَى:enc=هُمْ	the preposition عَلَى with the attached pronoun هُمْ, with a damma before a wasla
عَلَيْهَا	particle:preposition:عَلَى:enc=هَا	the preposition عَلَى with the attached pronoun هَا
عَلَيْكُمْ	particle:preposition:عَلَى:enc=كُمْ	the preposition عَلَى with the attached pronoun كُمْ
عَلَيْكُم	particle:preposition:عَلَى:enc=كُمْ	the preposition عَلَى with the attached pronoun كُمْ, written without its sukun
عَلَيْكَ	particle:preposition:عَلَى:enc=كَ	the preposition عَلَى with the attached pronoun كَ
عَلَيْنَا	particle:preposition:عَلَى:enc=نَا	the preposition عَلَى with the attached pronoun نَا
مِنْهُ	particle:preposition:مِنْ:enc=هُ	the preposition مِنْ with the attached pronoun هُ
مِنْهَا	particle:preposition:مِنْ:enc=هَا	the preposition مِنْ with the attached pronoun هَا
مِنْهُمْ	particle:preposition:مِنْ:enc=هُمْ	the preposition مِنْ with the attached pronoun هُمْ
مِنْهُم	particle:preposition:مِنْ:enc=هُمْ	the preposition مِنْ with the attached pronoun هُمْ, written without its sukun
مِنكُمْ	particle:preposition:مِنْ:enc=كُمْ	the preposition مِنْ with the attached pronoun كُمْ
إِلَيْهِ	particle:preposition:إِلَى:enc=هُ	the preposition إِلَى with the attached pronoun هُ, its alif turned to ي before the pronoun
إِلَيْكَ	particle:preposition:إِلَى:enc=كَ	the preposition إِلَى with the attached pronoun كَ
إِلَيْهِمْ	particle:preposition:إِلَى:enc=هُمْ	the preposition إِلَى with the attached pronoun هُمْ
عَنْهُ	particle:preposition:عَنْ:enc=هُ	the preposition عَنْ with the attached pronoun هُ
عَنْهَا	particle:preposition:عَنْ:enc=هَا	the preposition عَنْ with the attached pronoun هَا
عَنْهُمْ	particle:preposition:عَنْ:enc=هُمْ	the preposition عَنْ with the attached pronoun هُمْ
اللَّه~	particle:proper_noun:اللَّه:root=ءله	the proper noun اللَّه (root ء ل ه), its case by its last vowel; the article is part of the name
مُوسَى	particle:proper_noun:مُوسَى	the proper noun مُوسَى, a foreign name that does not take tanwīn, its case not shown (final alif)
فِرْعَوْن~	particle:proper_noun:فِرْعَوْن	the proper noun فِرْعَوْن, a foreign name: its genitive has a fatha (مِنْ فِرْعَوْنَ)
إِبْرَاهِيم~	particle:proper_noun:إِبْرَاهِيم	the proper noun إِبْرَاهِيم, a foreign name (ممنوع من الصرف)
إِسْرَائِيل~	particle:proper_noun:إِسْرَائِيل	the proper noun إِسْرَائِيل (بَنِي إِسْرَائِيلَ), a foreign name in the genitive with a fatha
مَرْيَم~	particle:proper_noun:مَرْيَم	the proper noun مَرْيَم, a feminine foreign name (عِيسَى ابْنُ مَرْيَمَ), its genitive with a fatha
جَهَنَّم~	particle:proper_noun:جَهَنَّم	جَهَنَّم, the name of hell, feminine and foreign: no tanwīn, its genitive with a fatha
نُوح~	particle:proper_noun:نُوح	the proper noun نُوح, a short name of three letters, so it takes tanwīn (قَوْمِ نُوحٍ)
`;
