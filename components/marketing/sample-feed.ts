/**
 * Invented events for the landing page's simulated live feed (spec §1: not real data).
 * Pure and deterministic given a seed, so the server and the first client render agree.
 */
export type SampleEventType = "pricing" | "feature" | "content" | "design";

export interface SampleEvent {
  id: number;
  competitor: string;
  type: SampleEventType;
  summary: string;
  importance: "low" | "medium" | "high";
  /** Seconds since the (made-up) detection. */
  ageSeconds: number;
}

export const FEED_SIZE = 4;
export const FEED_INTERVAL_MS = 5_000;

const COMPETITORS = ["Northwind CRM", "Globex Cloud", "Initech Pay", "Umbrella HR", "Acme Analytics", "Hooli Mail", "Stark Ledger", "Vandelay Ship"];

const TEMPLATES: Record<SampleEventType, { summary: string; importance: SampleEvent["importance"] }[]> = {
  pricing: [
    { summary: "Raised the Team plan from $49 to $59 per seat", importance: "high" },
    { summary: "Quietly removed the free tier from the pricing page", importance: "high" },
    { summary: "Added a 'limited time' 30% annual discount banner", importance: "medium" },
    { summary: "Introduced usage-based pricing for API calls", importance: "high" },
  ],
  feature: [
    { summary: "Launched an AI meeting summariser (beta)", importance: "high" },
    { summary: "Added SSO to the Business plan feature list", importance: "medium" },
    { summary: "Shipped a Salesforce integration page", importance: "medium" },
    { summary: "Moved audit logs to Enterprise only", importance: "medium" },
  ],
  content: [
    { summary: "Rewrote the homepage headline around 'AI-native'", importance: "medium" },
    { summary: "Published a comparison page naming you directly", importance: "high" },
    { summary: "Added three new enterprise customer logos", importance: "low" },
    { summary: "Updated the careers page: 6 new sales roles", importance: "low" },
  ],
  design: [
    { summary: "Redesigned the signup flow to a single step", importance: "medium" },
    { summary: "Changed the primary CTA from 'Try it' to 'Start free'", importance: "low" },
    { summary: "New pricing table layout with a highlighted plan", importance: "medium" },
    { summary: "Swapped the hero illustration for a product video", importance: "low" },
  ],
};

export const EVENT_TYPES: SampleEventType[] = ["pricing", "feature", "content", "design"];

/** A small deterministic generator (mulberry32) so the sequence is varied but reproducible. */
function random(seed: number): number {
  let t = (seed + 0x6d2b79f5) | 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The n-th invented event; types take turns so every window of four shows all of them. */
export function sampleEvent(id: number, ageSeconds = 0): SampleEvent {
  const type = EVENT_TYPES[id % EVENT_TYPES.length];
  const options = TEMPLATES[type];
  const template = options[Math.floor(random(id * 7 + 1) * options.length)];
  const competitor = COMPETITORS[Math.floor(random(id * 13 + 5) * COMPETITORS.length)];
  return { id, competitor, type, summary: template.summary, importance: template.importance, ageSeconds };
}

export function initialFeed(): SampleEvent[] {
  const ages = [12, 74, 190, 420];
  return ages.map((age, i) => sampleEvent(FEED_SIZE - i, age));
}

/** One tick: a new event on top, everything else five seconds older, at most FEED_SIZE kept. */
export function tickFeed(feed: SampleEvent[]): SampleEvent[] {
  const nextId = (feed[0]?.id ?? 0) + 1;
  const aged = feed.map((e) => ({ ...e, ageSeconds: e.ageSeconds + FEED_INTERVAL_MS / 1000 }));
  return [sampleEvent(nextId, 0), ...aged].slice(0, FEED_SIZE);
}

export function formatAge(seconds: number): string {
  if (seconds < 10) return "just now";
  if (seconds < 60) return `${seconds}s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  return `${Math.floor(minutes / 60)} h ago`;
}
