/**
 * Depth bounds on what models (and chat answers) send back (issue 28, point 5): a structured answer
 * nested 100,000 levels deep is refused with a clear invalid_output error (it would otherwise reach
 * storage and JSON.stringify, which overflows the stack), and a chat answer whose markdown nests
 * quotes, lists, emphasis or brackets thousands deep renders, read up to the bound, in well under a
 * second or two instead of taking minutes or crashing the page.
 * Fails with its defence removed: without the nestsDeeperThan check on structured answers
 * (lib/ai/anthropic.ts) the 100,000-level case fails (checked 2026-11-26); the markdown cases were
 * written against the unbounded renderer (213 s for the 1,000-deep list, commit 610f8c9), not re-run.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { renderToStaticMarkup } from "react-dom/server";
import { getDb } from "@/db/client";
import { createAnthropicProvider } from "@/lib/ai/anthropic";
import { ChatMarkdown } from "@/components/chat/markdown";
import { MAX_MARKDOWN_DEPTH } from "@/components/chat/markdown-depth";
import { startFakeAnthropic, text, json, type FakeAnthropic } from "@/tests/fakes/anthropic-server";
import { makeUser } from "../helpers/http";

let fake: FakeAnthropic;
beforeAll(async () => {
  fake = await startFakeAnthropic();
});
afterAll(async () => {
  await fake.close();
});

describe("JSON from a model", () => {
  it("an answer nested 100,000 levels deep is refused with a clear error; an ordinary one still passes", async () => {
    const { user } = await makeUser();
    const p = createAnthropicProvider({ db: getDb(), userId: user.id, apiKey: "sk-ant-test", baseURL: fake.url, model: "claude-test-1", timeoutMs: 5_000 });
    const schema = z.object({ plans: z.array(z.array(z.array(z.string()))) });
    const deep = `{"plans":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    fake.script(text(deep));
    const refused = p.generateStructured({ system: "s", prompt: "p", schema });
    await expect(refused).rejects.toMatchObject({ kind: "invalid_output" });
    await expect(refused).rejects.toThrow(/nested more than 32 levels deep/);
    fake.script(json({ plans: [[["Pro", "$29"]]] }));
    const ok = await p.generateStructured({ system: "s", prompt: "p", schema });
    expect(ok.data).toEqual({ plans: [[["Pro", "$29"]]] });
  });
});

function timedRender(markdown: string): { html: string; ms: number } {
  const started = Date.now();
  const html = renderToStaticMarkup(<ChatMarkdown>{markdown}</ChatMarkdown>);
  return { html, ms: Date.now() - started };
}

const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

describe("a chat answer's markdown", () => {
  it("quotes 100,000 deep render as at most the bound of nested quotes, the text kept", () => {
    const { html, ms } = timedRender(`${"> ".repeat(100_000)}the deep text`);
    expect(count(html, "blockquote")).toBe(MAX_MARKDOWN_DEPTH);
    expect(html).toContain("the deep text");
    expect(ms).toBeLessThan(5_000);
  });

  it("a list nested 1,000 levels (one item per level) renders up to the bound in seconds, every item kept", () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${" ".repeat(i * 2)}- item ${i}`);
    const { html, ms } = timedRender(lines.join("\n"));
    // Indentation is kept up to 4 columns a level: at most twice the bound of 2-space levels, not 1,000.
    expect(count(html, "ul")).toBeLessThanOrEqual(MAX_MARKDOWN_DEPTH * 2 + 1);
    expect(html).toContain("item 999");
    expect(ms).toBeLessThan(15_000);
  });

  it("20,000 emphasis markers and 5,000 nested brackets are read as text", () => {
    const emph = timedRender(`${"*".repeat(20_000)}x${"*".repeat(20_000)}`);
    expect(emph.html).toContain("****x****");
    expect(emph.ms).toBeLessThan(10_000);
    const brackets = timedRender(`${"[".repeat(5_000)}x${"](u)".repeat(5_000)}`);
    expect(brackets.html).toContain("[[[[x](u)](u)");
    expect(brackets.ms).toBeLessThan(10_000);
  });

  it("ordinary answers are untouched: nested lists, bold, links and code fences of stars", () => {
    const md = ["- **Acme** costs [$29](https://acme.test)", "  - billed yearly", "    - ***save 20%***", "", "```", "**** not markup ****", "```"].join("\n");
    const { html } = timedRender(md);
    expect(html).toContain("<strong>Acme</strong>");
    expect(count(html, "ul")).toBe(3);
    expect(html).toContain("<em><strong>save 20%</strong></em>");
    expect(html).toContain("**** not markup ****");
  });
});
