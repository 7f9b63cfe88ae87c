/** The question types, by id (shared/spec/question-types.md, and exams.md's questions in context). */
import type { QuestionType } from '@tasreef/contracts/exams';
import type { QuestionTypeModule } from './draft.ts';
import { conjugateType } from './types/conjugate.ts';
import { identifyTenseType } from './types/identify-tense.ts';
import { identifyPersonType } from './types/identify-person.ts';
import { voiceType } from './types/voice.ts';
import { identifyRootType } from './types/identify-root.ts';
import { identifyPatternType } from './types/identify-pattern.ts';
import { identifyVerbTypeType } from './types/identify-verb-type.ts';
import { masdarType } from './types/masdar.ts';
import { activeParticipleType, passiveParticipleType } from './types/participle.ts';
import { derivedNounType } from './types/derived-noun.ts';
import { moodInContextType } from './types/mood-in-context.ts';
import { negationType } from './types/negation.ts';
import { agreementType } from './types/agreement.ts';
import { makePassiveType } from './types/make-passive.ts';
import { caseRoleType } from './types/case-role.ts';
import { caseEndingType } from './types/case-ending.ts';
import { formMeaningType } from './types/form-meaning.ts';

export const QUESTION_TYPE_MODULES: Readonly<Record<QuestionType, QuestionTypeModule>> = {
  conjugate: conjugateType,
  identify_tense: identifyTenseType,
  identify_person: identifyPersonType,
  voice: voiceType,
  identify_root: identifyRootType,
  identify_pattern: identifyPatternType,
  identify_verb_type: identifyVerbTypeType,
  masdar: masdarType,
  active_participle: activeParticipleType,
  passive_participle: passiveParticipleType,
  derived_noun: derivedNounType,
  mood_in_context: moodInContextType,
  negation: negationType,
  agreement: agreementType,
  make_passive: makePassiveType,
  case_role: caseRoleType,
  case_ending: caseEndingType,
  form_meaning: formMeaningType,
};
