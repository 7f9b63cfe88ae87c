/** The exam pages' calls to the API (lib/api.server.ts's, over the exam routes). */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { ExamDetails } from '@tasreef/contracts/exams';
import { data } from 'react-router';
import { load } from '../../lib/api.server.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { Locale } from '../../i18n/index.ts';

/** An exam the caller sees, or the 404 page (an id that is not even a uuid included). */
export function loadExam(context: ServerLoadContext, request: Request, locale: Locale, id: string): Promise<ExamDetails> {
  if (!isUuid(id)) throw data(null, { status: 404 });
  return load<ExamDetails>(context, request, locale, `/exams/${encodeURIComponent(id)}`);
}
