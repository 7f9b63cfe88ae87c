import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/service.ts';
import { closeOverdueAttempts } from '../exams/attempts.ts';
import { pruneSealedSheets } from '../roster/sheet.ts';
import { deliverDue } from '../integrations/webhooks/outbox.ts';
import { sendDueScores } from '../integrations/lti/scores.ts';

export interface JobsOptions {
  /** Accounts housekeeping (ended sessions, used codes, old throttle windows, stale claims). */
  auth: AuthService;
  /** How often attempts past their deadline are closed; 0: only when they are next read (tests). */
  attemptSweepMs: number;
  /** How often past-due grace periods and kept plans are checked; 0: never (tests call `sweep`). */
  billingSweepMs: number;
  /** How often the mail outbox is looked at for mail due now (retries); `kick` sends at once otherwise. */
  mailPollMs: number;
  /** How often the webhook outbox and the LTI scores' outbox are looked at for messages due (first tries and retries); 0: never (tests). */
  webhookPollMs: number;
}

/** One repeated piece of work: at start (when `atStart`) and then every `everyMs`; 0 turns it off. */
export interface Job {
  name: string;
  everyMs: number;
  atStart: boolean;
  run: () => Promise<unknown>;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The app's timers in one place (issue 35, item 9): the attempt sweep, the billing sweep, the
 * accounts housekeeping, the mail outbox poll and the pruning of the sealed sheets of one-time
 * passwords past their 15 minutes (ADR 0071: a minute late at most). Their work stays with its
 * feature (a function or a service); this module only says when it runs. A run never overlaps the one before it, a failure
 * is logged and never fatal, the timers start once the app is ready, do not hold the process open,
 * and stop before the database closes.
 */
export function jobsOf(app: FastifyInstance, opts: JobsOptions): Job[] {
  return [
    {
      name: 'closing attempts past their deadline',
      everyMs: opts.attemptSweepMs,
      atStart: true,
      run: async () => {
        while ((await closeOverdueAttempts(app.db, app.clock())) > 0);
      },
    },
    { name: 'billing housekeeping', everyMs: opts.billingSweepMs, atStart: false, run: () => app.billing.sweep() },
    { name: 'accounts housekeeping', everyMs: HOUR, atStart: true, run: () => opts.auth.prune() },
    { name: 'mail outbox poll', everyMs: opts.mailPollMs, atStart: false, run: async () => app.mailer.kick() },
    {
      name: 'webhook deliveries',
      everyMs: opts.webhookPollMs,
      atStart: true,
      run: async () => {
        const deps = { db: app.db, now: app.clock, mailer: app.mailer, allowLoopback: app.config.webhooksAllowLoopback, sealer: app.sealer };
        while ((await deliverDue(deps)) > 0);
      },
    },
    {
      name: 'LTI scores to the LMS gradebooks',
      everyMs: opts.webhookPollMs,
      atStart: true,
      run: async () => {
        const deps = { db: app.db, now: app.clock, allowLoopback: app.config.webhooksAllowLoopback };
        while ((await sendDueScores(deps)) > 0);
      },
    },
    { name: 'pruning sealed sheets past their time', everyMs: MINUTE, atStart: true, run: () => pruneSealedSheets(app.db, app.clock()) },
  ];
}

export const jobsPlugin = fp<JobsOptions>(
  async (app: FastifyInstance, opts) => {
    const jobs = jobsOf(app, opts);
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      for (const job of jobs) {
        if (job.everyMs <= 0) continue;
        let busy = false;
        const tick = async () => {
          if (busy) return;
          busy = true;
          try {
            await job.run();
          } catch (err) {
            app.log.warn({ err, job: job.name }, `${job.name} failed`);
          } finally {
            busy = false;
          }
        };
        if (job.atStart) void tick();
        const timer = setInterval(() => void tick(), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
    });
  },
  { name: 'tasreef-jobs' },
);
