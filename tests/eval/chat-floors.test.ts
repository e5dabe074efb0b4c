/**
 * Floors for the chat's question set (npm run eval:chat) answered without a model: the world of
 * scripts/eval/chat-seed.ts (our product and four fixture competitors through the real extractor and
 * change detection) is seeded for a fresh user, every question is asked through answerChat, and the
 * share answered right must stay at the figure reached — on the check part (split by the SHA-256 of
 * the question, scripts/eval/split.ts) and on the tune part.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { createLocalProvider } from "@/lib/ai/local-tools";
import { makeUser } from "@/tests/helpers/http";
import { runChatEval } from "../../scripts/eval/chat-run";

describe("chat question set without a model key", () => {
  it("answers the check part and the tune part right", async () => {
    const { user } = await makeUser();
    const e = await runChatEval(getDb(), user.id, { provider: createLocalProvider() });
    const wrong = e.results.filter((r) => !r.ok).map((r) => `${r.part}: ${r.q} — ${r.failed.join("; ")}`);
    expect(e.results.length).toBeGreaterThanOrEqual(40);
    expect(e.parts.check.questions).toBeGreaterThanOrEqual(15);
    // Reached: check 18/18, tune 36/36. One wrong answer in the check part would be 94.4%.
    expect(e.parts.check.share, wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
    expect(e.parts.tune.share, wrong.join("\n")).toBeGreaterThanOrEqual(0.94);
  }, 60_000);
});
