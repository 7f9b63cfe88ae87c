import { data } from 'react-router';

/**
 * The posted form of an action. A body that is not one (a malformed multipart, a body cut short at
 * the server's size limit) is the sender's mistake: a 400 error page, not a 500 from the action.
 * The server already refused posts that are not forms at all (415).
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(null, { status: 400, statusText: 'Bad Request' });
  }
}
