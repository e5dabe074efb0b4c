import type { Intelligence } from "@/lib/changes/schemas";

/**
 * Built-in sample data shown when GET /api/intelligence fails (spec §3). Always displayed with a
 * 'Sample data' label: none of it describes the user's competitors.
 */
export const SAMPLE_INTELLIGENCE: Intelligence = {
  learningProgress: 40,
  totalInteractions: 10,
  importancePatterns: [
    { changeType: "pricing", importanceRate: 85, interactions: 4 },
    { changeType: "feature", importanceRate: 65, interactions: 3 },
    { changeType: "integration", importanceRate: 50, interactions: 1 },
    { changeType: "content", importanceRate: 25, interactions: 2 },
  ],
  factPatterns: [{ changeType: "pricing", factType: "price_changed", importanceRate: 80, interactions: 4 }],
  behaviorPatterns: [
    "Pricing changes are usually marked important",
    "Copy edits on marketing pages are usually ignored",
  ],
  recentLearning: [
    { insight: "Price increases on team plans matter most", confidence: 0.8, basedOn: "4 ratings of pricing changes", at: "2025-01-15T09:00:00.000Z" },
    { insight: "Minor content changes are mostly noise", confidence: 0.6, basedOn: "2 ratings of content changes", at: "2025-01-14T09:00:00.000Z" },
  ],
  nextPrediction: {
    what: "A competitor adjusts its entry-level plan",
    when: "Within the next 30 days",
    expectedAt: null,
    confidence: 0.55,
    reasoning: "Sample reasoning: pricing pages in this market change roughly once a quarter.",
    competitorId: null,
    basedOnEvents: 0,
  },
};
