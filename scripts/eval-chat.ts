/**
 * npm run eval:chat [-- --answers] [--all] [--min-check <0..1>] — the chat's question set
 * (scripts/eval/chat-questions.ts) asked without a model key: a fresh test database (TEST_DATABASE_URL
 * / DATABASE_URL's server, else an embedded Postgres, dropped at the end) is seeded with a user, their
 * own product and four fixture competitors through the real extractor and change detection, every
 * question goes through answerChat as POST /api/chat runs it, and each answer is checked for the
 * facts it must state and must not. Prints pass/fail with what was missing for the tune part
 * (--all: the check part too; --answers: the failing answers' text) and the share answered right of
 * both parts. --min-check: exit 1 when the check part's share is below it.
 */
import { env, setProcessEnv } from "@/lib/env";
import { createTestDatabase } from "@/tests/setup/test-database";

async function main() {
  const argv = process.argv.slice(2);
  const minAt = argv.indexOf("--min-check");
  const min = minAt >= 0 ? Number(argv[minAt + 1]) : null;
  const db = await createTestDatabase(env().TEST_DATABASE_URL ?? env().DATABASE_URL);
  setProcessEnv({ DATABASE_URL: db.url, ANTHROPIC_API_KEY: "", NODE_ENV: "test" });
  const { getDb, closeDb } = await import("@/db/client");
  const { signup } = await import("@/lib/auth/service");
  const { runChatEval, printChatEval } = await import("./eval/chat-run");
  let failed = false;
  try {
    const user = await signup(getDb(), { name: "Eval User", email: `eval-chat-${Date.now()}@example.com`, password: "Correct-Horse-Battery-42!" });
    const started = Date.now();
    const e = await runChatEval(getDb(), user.id);
    printChatEval(e, { answers: argv.includes("--answers"), all: argv.includes("--all") });
    console.log(`${Math.round((Date.now() - started) / 100) / 10} s`);
    failed = min !== null && e.parts.check.share < min;
  } finally {
    await closeDb();
    await db.drop().catch(() => {});
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
