/**
 * Hollow ي-verbs whose mimi masdar is also attested on مَفْعِل beside the regular مَفْعَل
 * (مَبَات / مَبِيت): al-Ghalayini, Jāmiʿ al-durūs I, المصدر الميمي («وشذّ من الأجوف اليائي ما جاء على
 * مَفْعِل»); Wright I §222; the Qur'an has الْمَحِيض (2:222), الْمَصِير (2:126), مَحِيص (4:121),
 * مَزِيد (50:30). Data, by root; the form is built by the engine's own مَفْعِل template.
 */
export const MIMI_MAFIL_HOLLOW: ReadonlySet<string> = new Set(['بيت', 'سير', 'حيض', 'صير', 'عيش', 'جيء', 'غيب', 'زيد', 'حيص', 'ميل', 'عيب', 'كيل', 'قيل']);
