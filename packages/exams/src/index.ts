/**
 * @tasreef/exams: the exam generator (shared/spec/exams.md, question-types.md). Pure given the
 * lexicon's entries and readings: the same request and seed give the same questions.
 */
export { ExamGenerator, EXACT_LIMIT, BALANCED, DEFAULT_KINDS, DEFAULT_TENSES, type ExamLexicon, type Generated, type Shortfall } from './generate.ts';
export { analyzerReadings, type Reading, type Readings } from './readings.ts';
export { QUESTION_TYPE_MODULES } from './registry.ts';
export { levelOf, points } from './levels.ts';
export { isWellFormed } from './well-formed.ts';
export { clearVerbCache, verbData } from './verb-data.ts';
export { rootTypesOf, FREQUENCY_RANKS } from './pool.ts';
export { toGift, escapeGift } from './export/gift.ts';
export { toMoodleXml, bareForms } from './export/moodle.ts';
export { questionName } from './export/question-name.ts';
export { toQtiFiles, fromQtiFiles, QtiError, QTI_MANIFEST, QTI_POINTS, type QtiExam, type QtiErrorKey } from './export/qti.ts';
export { checkQuestion, type CheckResult } from './check.ts';
export { fromGift, type GiftImport } from './export/gift-import.ts';
export { gradeAnswer, gradeTyped, normalizeTyped, scoreOf, PARTIAL_CREDIT, type Grade, type GivenAnswer, type Verdict } from './grade.ts';
