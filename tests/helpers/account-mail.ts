import { sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { dbStep } from "@/lib/jobs/db-step";
import { executeJob } from "@/lib/jobs/execute";
import { jobRegistry } from "@/lib/jobs/registry";

/**
 * Runs, as the worker would, the queued jobs of one task whose payload field has the given value,
 * and takes them off the queue. Returns each job's result.
 */
export async function runQueued(task: string, field: string, value: string): Promise<unknown[]> {
  const db = getDb();
  const def = jobRegistry().find((d) => d.name === task);
  if (!def) throw new Error(`no job ${task}`);
  const rows = await db.execute<{ id: string; payload: Record<string, unknown> }>(
    sql`select j.id::text as id, j.payload from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
        where t.identifier = ${task} and j.payload->>${field} = ${value} and j.locked_at is null order by j.id`,
  );
  const results: unknown[] = [];
  for (const row of rows.rows) {
    await db.execute(sql`delete from graphile_worker._private_jobs where id = ${row.id}::bigint`);
    results.push(await executeJob(def, row.payload, { db, step: dbStep(db, `test:${task}:${row.id}`), attempt: 1, maxAttempts: 1, log: () => {} }));
  }
  return results;
}

export type OutboxMail = { kind: string; to: string; subject: string; text: string; html: string; status: string };

/** Mails to an address (outbox or sent), oldest first. */
export async function mailsTo(to: string, kind?: string): Promise<OutboxMail[]> {
  const r = await getDb().execute<OutboxMail>(
    sql`select kind, "to", subject, text, html, status from emails where "to" = ${to} ${kind ? sql`and kind = ${kind}` : sql``} order by created_at, id`,
  );
  return r.rows;
}

/** The token of the link to `path` (e.g. /reset-password) in a mail's plain text. */
export function linkToken(mail: OutboxMail, path: string): string {
  const m = new RegExp(`${path.replace(/[/]/g, "\\/")}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!m) throw new Error(`no ${path} link in: ${mail.text.slice(0, 400)}`);
  return decodeURIComponent(m[1]);
}
