/**
 * npm run bench:feed — seeds 1,000,000 changes across 1,000 users (5 competitors each) in a fresh
 * database, then measures the feed (GET /api/changes, first page and filtered pages) and unread-count
 * calls through the real route handlers under concurrent load. Prints p50/p95/p99 latency.
 */
import { sql } from "drizzle-orm";
import { setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";
import { summary, fmt } from "./stats";

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const PER_USER = Number(process.env.BENCH_CHANGES_PER_USER ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);

const target = await createTestDatabase(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined);
setProcessEnv({ DATABASE_URL: target.url, AUTH_SECRET: "bench-secret-0123456789abcdef0123" });
const { getDb, closeDb } = await import("@/db/client");
const { signAccessToken } = await import("@/lib/auth/tokens");
const { GET: feed } = await import("@/app/api/changes/route");
const { GET: unread } = await import("@/app/api/changes/unread-count/route");
const db = getDb();

try {
  const t0 = performance.now();
  await db.execute(sql`insert into users (email, name, password_hash) select 'bench' || g || '@example.test', 'Bench ' || g, 'x' from generate_series(1, ${USERS}) g`);
  await db.execute(sql`insert into competitors (user_id, name, url, domain, status) select u.id, 'Rival ' || k, 'https://rival' || k || '.example', 'rival' || k || '.example', 'active' from users u cross join generate_series(1, 5) k`);
  await db.execute(sql`
    insert into changes (user_id, competitor_id, type, importance, score, description, is_read, detected_at)
    select c.user_id, c.id,
      (array['pricing','feature','integration','content','structure','design','visual'])[1 + (g % 7)],
      (array['low','medium','high'])[1 + (g % 3)], 50, 'Change ' || g, (g % 4) <> 0,
      now() - make_interval(mins => g)
    from competitors c cross join generate_series(1, ${Math.ceil(PER_USER / 5)}) g`);
  // As autovacuum leaves a table that is mostly old rows: statistics, and the visibility map that lets counts read indexes alone.
  await db.execute(sql`vacuum analyze`);
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from changes`);
  console.log(`seeded ${count.rows[0].n.toLocaleString("en-US")} changes for ${USERS} users in ${fmt((performance.now() - t0) / 1000)} s`);

  const users = (await db.execute<{ id: string; cid: string }>(sql`select u.id, (select id from competitors where user_id = u.id limit 1) as cid from users u`)).rows;
  const tokens = await Promise.all(users.map(async (u) => ({ token: await signAccessToken(u.id, 0), cid: u.cid })));

  const calls: Record<string, (t: { token: string; cid: string }) => Promise<Response>> = {
    "feed first page": (t) => feed(new Request("http://localhost/api/changes?limit=20", { headers: { authorization: `Bearer ${t.token}` } })),
    "feed filtered (unread, pricing)": (t) => feed(new Request("http://localhost/api/changes?isRead=false&type=pricing&limit=20", { headers: { authorization: `Bearer ${t.token}` } })),
    "feed by competitor, page 5": (t) => feed(new Request(`http://localhost/api/changes?competitorId=${t.cid}&limit=20&offset=80`, { headers: { authorization: `Bearer ${t.token}` } })),
    "unread count": (t) => unread(new Request("http://localhost/api/changes/unread-count", { headers: { authorization: `Bearer ${t.token}` } })),
  };
  console.log(`load: ${REQUESTS} requests per call, ${CONCURRENCY} concurrent, random users (route handler → Postgres)`);
  for (const [name, fn] of Object.entries(calls)) {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next++;
          const t = tokens[Math.floor(Math.random() * tokens.length)];
          const s = performance.now();
          const res = await fn(t);
          await res.text();
          if (!res.ok) failures++;
          latencies.push(performance.now() - s);
        }
      }),
    );
    const s = summary(latencies);
    const rps = latencies.length / ((performance.now() - started) / 1000);
    console.log(`${name.padEnd(34)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms  (${fmt(rps, 0)} req/s, ${failures} errors)`);
  }
} finally {
  await closeDb();
  await target.drop();
}
