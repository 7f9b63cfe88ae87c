import type { ExamSummary } from '@tasreef/contracts/exams';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/use-locale.ts';
import { showDate } from '../../lib/time.ts';

/** How many due exams the student's dashboard shows before the link to the whole list. */
export const DUE_ON_DASHBOARD = 5;

/**
 * A student's dashboard: the exams they still have to take, the soonest end first (`order=due`),
 * each with its end in their zone and a link to take it (Start, Resume).
 */
export function DueExams({ exams, timeZone }: { exams: ExamSummary[]; timeZone: string }) {
  const { fmt, t, href } = useLocale();
  // due: still to take (not yet started, or started and open); a taken exam is in the list, not here
  const waiting = exams.filter((e) => e.my_attempts?.action === 'start' || e.my_attempts?.action === 'resume');
  if (waiting.length === 0) return <p role="status">{t('mgmt.dashboard.dueNone')}</p>;
  return (
    <ul className="due-exams">
      {waiting.slice(0, DUE_ON_DASHBOARD).map((e) => {
        const verb = t(e.my_attempts?.action === 'resume' ? 'exams.action.resume' : 'exams.action.start');
        return (
          <li key={e.id} className="due-exams__item">
            <span className="due-exams__title">
              <bdi>{e.title}</bdi>
            </span>
            <span className="muted">
              {e.expires_at ? t('mgmt.dashboard.dueBy', { date: `\u2068${showDate(e.expires_at, timeZone, fmt)}\u2069` }) : t('mgmt.dashboard.dueOpen')}
            </span>
            <Link to={href(`/dashboard/answer-exam/${e.id}`)} aria-label={`${verb}: ${e.title}`} className="button button--small button--primary">
              {verb}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
