/**
 * With a model key, the model rephrases the locally written claims for a salesperson; then every
 * sentence it wrote is checked against the claim it rephrases: a sentence stating a number or a
 * name the claim's data does not hold is dropped (and counted), and a claim left with nothing keeps
 * its local text. The model never chooses sources: each claim keeps the ones the rules cited.
 */
import { z } from "zod";
import { numbersIn } from "@/lib/ai/numbers";
import type { Db } from "@/db/client";
import { aiProvider, dataBlock, type AiProvider } from "@/lib/ai";
import type { Battlecard, Claim } from "./battlecard-types";

const phrasingSchema = z.object({
  claims: z.array(z.object({ id: z.string().max(200), text: z.string().max(1200), counter: z.string().max(1200).nullable() })).max(200),
});

const SYSTEM = "You are a sales-enablement writer. You rewrite battlecard lines so a salesperson can say them in a call, and you answer only with the requested structured object.";

const INSTRUCTIONS = [
  "Rewrite each battlecard line below in plain, confident sales language, at most two short sentences each, and its counter (when it has one) as advice to the salesperson.",
  "Keep every line's id. Use only the facts in the line itself: the same numbers, prices, dates, plan, product and competitor names.",
  "Add no number, name, percentage or date that the line does not state. 'We', 'us' and 'our' mean the user's own product.",
].join(" ");

/** Capitalised words that are not the first word of a sentence: the names a sentence states. */
export function namesIn(sentence: string): string[] {
  const words = sentence.trim().split(/\s+/);
  return words
    .slice(1)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").replace(/['’]s$/u, ""))
    .filter((w) => /^\p{Lu}/u.test(w) && w !== "I");
}

const sentencesOf = (text: string) => text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [];

/** The model's text with every sentence that states an unsupported number or name dropped. */
export function checkPhrasing(rephrased: string, data: string, knownNames: string[]): { text: string; dropped: number } {
  const numbers = numbersIn(data);
  const lower = `${data} ${knownNames.join(" ")}`.toLowerCase();
  let dropped = 0;
  const kept = sentencesOf(rephrased).filter((s) => {
    const badNumber = [...numbersIn(s)].some((n) => !numbers.has(n));
    const badName = namesIn(s).some((n) => !lower.includes(n.toLowerCase()));
    if (badNumber || badName) dropped++;
    return !badNumber && !badName;
  });
  return { text: kept.join(" "), dropped };
}

function applyPhrasing(card: Battlecard, phrased: z.infer<typeof phrasingSchema>["claims"]): { card: Battlecard; dropped: number } {
  const byId = new Map(phrased.map((p) => [p.id, p]));
  const known = [card.competitor.name, card.baseline?.name ?? ""].filter(Boolean);
  let dropped = 0;
  const rewrite = (c: Claim): Claim => {
    const p = byId.get(c.id);
    if (!p) return c;
    const data = `${c.text} ${c.counter ?? ""}`;
    const text = checkPhrasing(p.text, data, known);
    const counter = c.counter && p.counter ? checkPhrasing(p.counter, data, known) : null;
    dropped += text.dropped + (counter?.dropped ?? 0);
    return { ...c, text: text.text || c.text, counter: c.counter ? counter?.text || c.counter : null };
  };
  return { card: { ...card, sections: card.sections.map((s) => ({ ...s, claims: s.claims.map(rewrite) })) }, dropped };
}

/**
 * The card phrased by the model (source "model"), or the local card with a note when the model
 * fails; the local card as it is without a key.
 */
export async function phraseWithModel(db: Db, userId: string, card: Battlecard, provider: AiProvider = aiProvider(db, userId)): Promise<Battlecard> {
  if (provider.kind !== "anthropic") return card;
  const lines = card.sections.flatMap((s) => s.claims.map((c) => ({ id: c.id, section: s.title, text: c.text, counter: c.counter })));
  if (lines.length === 0) return card;
  try {
    const res = await provider.generateStructured({
      system: SYSTEM,
      prompt: `${INSTRUCTIONS}\n\n${dataBlock(JSON.stringify(lines), { source: `battlecard lines for ${card.competitor.name}` })}`,
      schema: phrasingSchema,
      maxTokens: 4000,
    });
    const { card: phrased, dropped } = applyPhrasing(card, res.data.claims);
    return { ...phrased, source: "model", model: res.model, droppedByChecks: dropped };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { ...card, notes: [...card.notes, `The model could not phrase this battlecard (${why}); the local analysers wrote it.`] };
  }
}
