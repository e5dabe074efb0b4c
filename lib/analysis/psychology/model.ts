/**
 * Model-backed psychology analysis: the same schema as the local analyser, filled in by a language
 * model through the analysis seam (lib/ai). Scraped pages go in only as data blocks; every quoted
 * piece of evidence is checked against those pages and dropped when the model made it up.
 */
import type { Db } from "@/db/client";
import { buildPrompt, modelStructured, type ModelDocument } from "@/lib/analysis/ai-seam";
import { CATEGORIES, PATTERN_TYPES } from "../patterns/taxonomy";
import type { PagePassages } from "../passages/types";
import { formatPrice } from "./finding";
import { psychologyAnalysisSchema, type PsychologyAnalysis, type PsychologyInput } from "./schema";

export const modelOutputSchema = psychologyAnalysisSchema.omit({ confidence: true, dataPoints: true });

const SYSTEM =
  "You are a competitive-intelligence analyst who studies the persuasion tactics of SaaS websites. " +
  "You answer only with the requested structured object.";

const INSTRUCTIONS = [
  "Analyse the persuasion psychology of the competitor whose website pages are given as documents below.",
  "Fill in: profile (summary, targetAudience, emotionalTriggers, competitiveAdvantages); techniques (tactic, description,",
  "effectiveness low|medium|high, evidence quoted verbatim); darkPatterns using the taxonomy of Mathur et al. (2019)",
  `(categories: ${CATEGORIES.join(", ")}; types: ${Object.keys(PATTERN_TYPES).join(", ")}) with verbatim evidence and severity;`,
  "weaknesses; counterTactics a competitor could use; ethicalConcerns rated ethical|questionable|manipulative.",
  "Report only what the documents show. An empty list is a valid answer.",
].join(" ");

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[*_~`>#|]/g, " ")
    .replace(/[“”„"]/g, '"')
    .replace(/[‘’']/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Keeps only evidence that occurs in the source text; items left without evidence are dropped. */
export function groundInSources(analysis: Omit<PsychologyAnalysis, "confidence" | "dataPoints">, sources: string[]) {
  const corpus = normalise(sources.join("\n"));
  const grounded = (evidence: string[]) => evidence.filter((e) => normalise(e).length >= 3 && corpus.includes(normalise(e)));
  const techniques = analysis.techniques.map((t) => ({ ...t, evidence: grounded(t.evidence) })).filter((t) => t.evidence.length > 0);
  const darkPatterns = analysis.darkPatterns
    .filter((p) => PATTERN_TYPES[p.type] === p.category)
    .map((p) => ({ ...p, evidence: grounded(p.evidence) }))
    .filter((p) => p.evidence.length > 0);
  return { ...analysis, techniques, darkPatterns };
}

/** A page read passage by passage, one line each with its role ("[decline, beside: Start free trial] No thanks…"). */
function passageDocument(page: PagePassages): ModelDocument {
  const lines = page.passages
    .filter((p) => !p.chrome && p.role !== "image")
    .map((p) => {
      const state = p.control ? [p.control.checked ? "ticked in advance" : "", p.control.required ? "required" : ""].filter(Boolean).join(", ") : "";
      const facts = [p.role, p.near ? `beside: ${p.near}` : "", state, p.form?.password ? `creates an account${p.form.guestPath ? "" : ", no guest path"}` : ""].filter(Boolean).join("; ");
      return `[${facts}] ${p.text}`;
    });
  return { label: `page ${page.url} as shown, one element per line`, text: lines.join("\n") };
}

export function modelDocuments(input: PsychologyInput): ModelDocument[] {
  const read = input.passages?.filter((p) => p.passages.length > 0) ?? [];
  const docs: ModelDocument[] = read.length ? read.map(passageDocument) : input.pages.map((p) => ({ label: `page ${p.url}`, text: p.markdown }));
  const fake = (input.timers ?? []).filter((t) => t.fake);
  if (fake.length) docs.push({ label: "timers read on two fetches", text: fake.map((t) => `${t.url}: read ${t.first}, then ${t.second} ${Math.round(t.elapsedMin)}-${Math.round(t.elapsedMax)} s later (restarts on every load)`).join("\n") });
  if (input.pricingPlans.length > 0) {
    const lines = input.pricingPlans.map((p) => `${p.name}: ${formatPrice(p)}${p.highlighted ? " (highlighted)" : ""}; ${p.features.join(", ")}`);
    docs.push({ label: "extracted pricing plans", text: lines.join("\n") });
  }
  return docs;
}

/**
 * Runs the model and returns a full analysis. Confidence and data points come from the local run
 * over the same pages: they measure how much was scanned, which the model cannot change.
 */
export async function analyzePsychologyWithModel(db: Db, userId: string, input: PsychologyInput, local: PsychologyAnalysis): Promise<PsychologyAnalysis> {
  const documents = modelDocuments(input);
  const prompt = buildPrompt(`${INSTRUCTIONS}\nThe competitor is named: ${input.competitorName.slice(0, 200)}`, documents);
  const raw = await modelStructured(db, { userId, system: SYSTEM, prompt, schema: modelOutputSchema, maxTokens: 4000 });
  const grounded = groundInSources(raw, documents.map((d) => d.text));
  // What the page's structure proves (controls ticked in advance, a timer seen restarting) stands even
  // when the model did not name it: the local finding of a type the model left out is kept.
  const named = new Set(grounded.darkPatterns.map((p) => p.type));
  const structural = local.darkPatterns.filter((p) => !named.has(p.type) && (p.severity === "high" || p.category === "Sneaking" || p.category === "Forced Action"));
  return psychologyAnalysisSchema.parse({ ...grounded, darkPatterns: [...grounded.darkPatterns, ...structural], confidence: local.confidence, dataPoints: local.dataPoints });
}
