/**
 * Runs the chat question set (scripts/eval/chat-questions.ts) on a database: seeds the world
 * (scripts/eval/chat-seed.ts) for the user, asks every question through answerChat — what
 * POST /api/chat runs after authentication — and scores each answer against its checks and the
 * checks every answer gets. Questions are split into tune and check parts by the SHA-256 of their
 * text (scripts/eval/split.ts).
 */
import type { Db } from "@/db/client";
import { changeEvents } from "@/db/queries/changes";
import { predictNextMove } from "@/lib/analysis/predict/next-move";
import { reportForCompetitor } from "@/lib/analysis/report/build";
import type { AiProvider } from "@/lib/ai/types";
import { answerChat } from "@/lib/chat/answer";
import { generalChecks } from "./chat-checks";
import { questions, type OverviewPrediction, type Question } from "./chat-questions";
import { seedWorld, type World } from "./chat-seed";
import { checkSources, type Part } from "./split";

export interface QuestionResult {
  q: string;
  focus?: string;
  part: Part;
  ok: boolean;
  failed: string[];
  answer: string;
  ms: number;
}

export interface ChatEval {
  results: QuestionResult[];
  parts: Record<Part, { questions: number; right: number; share: number }>;
}

/** What the overview shows for each competitor, and the likeliest next pricing move across them. */
async function overviewPredictions(db: Db, w: World) {
  const byCompetitor: Record<string, OverviewPrediction | null> = {};
  for (const c of w.competitors) {
    const r = await reportForCompetitor(db, { userId: w.userId, competitor: { id: c.id, name: c.name } });
    byCompetitor[c.site] = r.nextPrediction ? { confidence: r.nextPrediction.confidence, what: r.nextPrediction.what, kind: r.nextPrediction.kind } : null;
  }
  const events = await changeEvents(db, { userId: w.userId, since: new Date(Date.now() - 365 * 86_400_000) });
  const next = predictNextMove(events.filter((e) => e.type === "pricing"));
  const site = next ? Object.values(w.sites).find((s) => s.id === next.competitorId)?.site : undefined;
  return { byCompetitor, likeliest: next && site ? { site, confidence: next.confidence } : null };
}

export async function buildQuestionSet(db: Db, userId: string): Promise<{ world: World; set: Question[] }> {
  const world = await seedWorld(db, userId);
  const p = await overviewPredictions(db, world);
  return { world, set: questions(world, p.byCompetitor, p.likeliest) };
}

export async function runChatEval(db: Db, userId: string, opts: { provider?: AiProvider } = {}): Promise<ChatEval> {
  const { world, set } = await buildQuestionSet(db, userId);
  const check = checkSources(set.map((q) => q.q));
  const general = generalChecks();
  const results: QuestionResult[] = [];
  for (const q of set) {
    const started = Date.now();
    const competitorId = q.focus ? world.sites[q.focus].id : undefined;
    const a = await answerChat(db, userId, { query: q.q, competitorId }, opts.provider ? { provider: opts.provider } : {});
    const failed = [...q.checks, ...general].filter((c) => c.test(a.message) !== c.must).map((c) => (c.must ? `missing: ${c.label}` : `must not: ${c.label}`));
    results.push({ q: q.q, focus: q.focus, part: check.has(q.q) ? "check" : "tune", ok: failed.length === 0, failed, answer: a.message, ms: Date.now() - started });
  }
  const part = (p: Part) => {
    const r = results.filter((x) => x.part === p);
    const right = r.filter((x) => x.ok).length;
    return { questions: r.length, right, share: r.length ? right / r.length : 0 };
  };
  return { results, parts: { tune: part("tune"), check: part("check") } };
}

/** Per-question detail for the tune part (pass/fail, what was missing), the share of both parts. */
export function printChatEval(e: ChatEval, opts: { answers?: boolean; all?: boolean } = {}): void {
  for (const r of e.results) {
    if (r.part === "check" && !opts.all) continue;
    const where = r.focus ? ` [focus: ${r.focus}]` : "";
    console.log(`${r.ok ? "PASS" : "FAIL"} [${r.part}] ${r.q}${where} (${r.ms} ms)`);
    for (const f of r.failed) console.log(`       ${f}`);
    if (opts.answers && (!r.ok || opts.all)) console.log(r.answer.split("\n---\n_Local analysis")[0].replace(/^/gm, "       | "));
  }
  const fmt = (p: { questions: number; right: number; share: number }) => `${p.right} of ${p.questions} right (${(p.share * 100).toFixed(1)}%)`;
  console.log(`\nQuestions: ${e.results.length} (tune ${e.parts.tune.questions}, check ${e.parts.check.questions})`);
  console.log(`Tune part:  ${fmt(e.parts.tune)}`);
  console.log(`Check part: ${fmt(e.parts.check)}`);
}
