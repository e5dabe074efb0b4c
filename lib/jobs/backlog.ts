/**
 * Whether the workers keep up with the scans: queued scans that could run now but wait for a free slot
 * (not those waiting their turn behind another scan of the same host), how long the oldest has waited,
 * and competitors whose check is overdue but not yet queued (the scheduler's pace holds them back).
 * Reported on /health and logged by every worker once a minute while it is behind.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { SCAN_JOB } from "@/lib/monitor/enqueue-scan";
import { logger } from "@/lib/log";

/** Behind: the oldest runnable scan has waited longer than this, or checks are this overdue. */
export const BEHIND_AFTER_SECONDS = 120;

export interface ScanBacklog {
  /** Scans queued, runnable now, not started. */
  waiting: number;
  /** Seconds the oldest of them has waited (0 when none). */
  oldestWaitSeconds: number;
  /** Competitors due more than BEHIND_AFTER_SECONDS ago and not yet queued. */
  overdue: number;
  behind: boolean;
}

export async function scanBacklog(db: Db): Promise<ScanBacklog> {
  const r = await db.execute<{ waiting: number; oldest: number | null; overdue: number }>(sql`
    select
      (select count(*)::int from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
         left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
        where t.identifier = ${SCAN_JOB} and j.locked_by is null and j.run_at <= now()
          and j.attempts < j.max_attempts and q.locked_by is null) as waiting,
      (select extract(epoch from now() - min(j.run_at))::float8 from graphile_worker._private_jobs j
         join graphile_worker._private_tasks t on t.id = j.task_id
         left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
        where t.identifier = ${SCAN_JOB} and j.locked_by is null and j.run_at <= now()
          and j.attempts < j.max_attempts and q.locked_by is null) as oldest,
      (select count(*)::int from competitors
        where status in ('active', 'error') and next_check_at <= now() - make_interval(secs => ${BEHIND_AFTER_SECONDS})) as overdue`);
  const row = r.rows[0];
  const oldestWaitSeconds = Math.max(0, Math.round(Number(row.oldest ?? 0)));
  return { waiting: row.waiting, oldestWaitSeconds, overdue: row.overdue, behind: oldestWaitSeconds > BEHIND_AFTER_SECONDS || row.overdue > 0 };
}

/** Logs the backlog once a minute while the workers are behind (and once when they have caught up). */
export function startBacklogMonitor(db: Db, log: (m: string) => void = (m) => logger("worker").warn(m), everyMs = 60_000): () => void {
  let wasBehind = false;
  const check = async () => {
    try {
      const b = await scanBacklog(db);
      if (b.behind) log(`behind on scans: ${b.waiting} waiting for a slot (oldest ${b.oldestWaitSeconds} s), ${b.overdue} checks overdue and not yet queued — add workers or raise SCAN_CONCURRENCY`);
      else if (wasBehind) log("caught up on scans");
      wasBehind = b.behind;
    } catch {
      /* the database is away: the lease keeper reports that */
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
