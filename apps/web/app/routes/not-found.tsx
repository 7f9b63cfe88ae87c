import { data } from 'react-router';

/** Every unknown path: a 404 thrown from the loader, so the server answers 404 with the error page. */
export function loader() {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

export default function NotFound() {
  return null;
}
