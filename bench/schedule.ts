/**
 * npm run bench:schedule [-- --n 10000 --hours 2] — scheduling at scale: N competitors (default 10,000,
 * Pro accounts of 10 each, hourly checks) all added at the same moment, then the real scheduler
 * (scheduleDue, the scan.schedule job's body) run once per simulated minute. Prints the scans queued per
 * minute over each simulated hour from the first due check: mean, max and max/mean (the bar:
 * ≤ 1.5), and how long each pass took. Figures only.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { fmt } from "./stats";

const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg("n", 10_000);
const HOURS = arg("hours", 2);

const target = await createTestDatabase(undefined);
setProcessEnv({ DATABASE_URL: target.url, AUTH_SECRET: "bench-secret-0123456789abcdef0123" });
const { getDb, closeDb } = await import("@/db/client");
const { scheduleDue, nextCheckAfter } = await import("@/lib/monitor/schedule-job");
const db = getDb();

try {
  const users = Math.ceil(N / 10);
  await db.execute(sql`insert into users (email, name, password_hash) select 'sched' || g || '@example.test', 'Sched ' || g, 'x' from generate_series(1, ${users}) g`);
  await db.execute(sql`insert into subscriptions (user_id, plan, status) select id, 'pro', 'active' from users on conflict (user_id) do update set plan = 'pro', status = 'active'`);
  const userIds = (await db.execute<{ id: string }>(sql`select id from users order by email`)).rows.map((r) => r.id);
  const t0 = Date.now();
  const ids = Array.from({ length: N }, () => crypto.randomUUID());
  // Added at t0 (their first scan ran then): the schedule takes over one interval later, as createCompetitor books it.
  const next = ids.map((id) => nextCheckAfter(id, "1h", t0).toISOString());
  const owners = ids.map((_, i) => userIds[Math.floor(i / 10)]);
  await db.execute(sql`
    insert into competitors (id, user_id, name, url, domain, status, check_frequency, next_check_at)
    select id, owner, 'Rival ' || ord, 'https://rival' || ord || '.example', 'rival' || ord || '.example', 'active', '1h', next
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(owners)}::uuid[], ${sql.param(next)}::timestamptz[]) with ordinality as t(id, owner, next, ord)`);
  await db.execute(sql`analyze`);
  console.log(`bench:schedule — ${N.toLocaleString("en-US")} competitors due hourly, all added at the same moment; one scheduler pass per simulated minute`);

  const perMinute: number[] = [];
  const passMs: number[] = [];
  for (let m = 1; m <= 60 * (HOURS + 1); m++) {
    const s = performance.now();
    const r = await scheduleDue(db, new Date(t0 + m * 60_000));
    passMs.push(performance.now() - s);
    perMinute.push(r.queued);
  }
  const first = perMinute.findIndex((n) => n > 0);
  for (let h = 0; h < HOURS; h++) {
    const hour = perMinute.slice(first + h * 60, first + (h + 1) * 60);
    const mean = hour.reduce((a, b) => a + b, 0) / hour.length;
    const max = Math.max(...hour);
    console.log(`hour ${h + 1} from the first due check: ${hour.reduce((a, b) => a + b, 0)} scans queued; per minute mean ${fmt(mean)} max ${max} min ${Math.min(...hour)}; max/mean ${fmt(max / mean, 2)}`);
  }
  const slow = passMs.slice().sort((a, b) => a - b);
  console.log(`scheduler pass: median ${fmt(slow[Math.floor(slow.length / 2)], 0)} ms, max ${fmt(slow[slow.length - 1], 0)} ms`);
} finally {
  await closeDb();
  await target.drop();
}
