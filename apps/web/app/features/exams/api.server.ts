/** The exam pages' calls to the API (the management pages' helpers, over the exam routes). */
import type { ServerLoadContext } from '@tasreef/contracts';
import type { ExamDetails } from '@tasreef/contracts/exams';
import { data } from 'react-router';
import { load } from '../management/api.server.ts';
import type { Locale } from '../../i18n/index.ts';

export { load, loadList, pageError, requireWorkspace, send } from '../management/api.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An exam the caller sees, or the 404 page (an id that is not even a uuid included). */
export function loadExam(context: ServerLoadContext, request: Request, locale: Locale, id: string): Promise<ExamDetails> {
  if (!UUID.test(id)) throw data(null, { status: 404 });
  return load<ExamDetails>(context, request, locale, `/exams/${encodeURIComponent(id)}`);
}
