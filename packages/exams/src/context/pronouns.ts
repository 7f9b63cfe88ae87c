/** Pronouns the templates write (data): the separate nominative, «عَلَى» with the attached one, and the English. */
import type { Person } from '@tasreef/morphology';

export const SEPARATE: Record<Person, string> = {
  '1s': 'أَنَا',
  '1p': 'نَحْنُ',
  '2ms': 'أَنْتَ',
  '2fs': 'أَنْتِ',
  '2d': 'أَنْتُمَا',
  '2mp': 'أَنْتُمْ',
  '2fp': 'أَنْتُنَّ',
  '3ms': 'هُوَ',
  '3fs': 'هِيَ',
  '3md': 'هُمَا',
  '3fd': 'هُمَا',
  '3mp': 'هُمْ',
  '3fp': 'هُنَّ',
};

/** «عَلَيْكُمْ أَنْ تَكْتُبُوا»: «عَلَى» with the attached pronoun. */
export const UPON: Record<Person, string> = {
  '1s': 'عَلَيَّ',
  '1p': 'عَلَيْنَا',
  '2ms': 'عَلَيْكَ',
  '2fs': 'عَلَيْكِ',
  '2d': 'عَلَيْكُمَا',
  '2mp': 'عَلَيْكُمْ',
  '2fp': 'عَلَيْكُنَّ',
  '3ms': 'عَلَيْهِ',
  '3fs': 'عَلَيْهَا',
  '3md': 'عَلَيْهِمَا',
  '3fd': 'عَلَيْهِمَا',
  '3mp': 'عَلَيْهِمْ',
  '3fp': 'عَلَيْهِنَّ',
};

export const ENGLISH: Record<Person, string> = {
  '1s': 'I',
  '1p': 'we',
  '2ms': 'you',
  '2fs': 'you',
  '2d': 'you',
  '2mp': 'you',
  '2fp': 'you',
  '3ms': 'he',
  '3fs': 'she',
  '3md': 'they',
  '3fd': 'they',
  '3mp': 'they',
  '3fp': 'they',
};

/** Persons whose English verb takes -s in the present. */
export const THIRD_SINGULAR: ReadonlySet<Person> = new Set(['3ms', '3fs']);
