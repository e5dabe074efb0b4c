import crypto from "node:crypto";
import type { ChangeDto } from "@/lib/changes/dto";
import { changeFeedPath } from "@/lib/changes/links";
import { slackMessage } from "./slack-blocks";

export type AlertEventType = "change.created" | "test";

/** The event id of a change sent to an endpoint: the same on every retry and every re-run of the job. */
export function changeEventId(endpointId: string, changeId: string): string {
  return `evt_${crypto.createHash("sha256").update(`${endpointId}:${changeId}`).digest("hex").slice(0, 32)}`;
}

export function testEventId(): string {
  return `evt_test_${crypto.randomBytes(12).toString("hex")}`;
}

/** What a test delivery carries: a change-shaped sample, marked as such. */
export function sampleChange(appUrl: string): ChangeDto {
  const now = new Date().toISOString();
  return {
    id: "00000000-0000-4000-8000-000000000000",
    competitorId: "00000000-0000-4000-8000-000000000001",
    competitorName: "Example competitor",
    competitorUrl: "https://competitor.example",
    type: "pricing",
    importance: "high",
    score: 80,
    description: "Test alert from Rivalscope: the Pro plan price changed from $49 to $59 per month",
    oldContent: "Pro $49/month",
    newContent: "Pro $59/month",
    url: "https://competitor.example/pricing",
    screenshot: null,
    highlight: null,
    isRead: false,
    detectedAt: now,
    timestamp: now,
    feedback: null,
    fact: { name: "Pro", before: "$49/month", after: "$59/month", line: "Pro: $49/month → $59/month" },
    facts: { sample: true, app: appUrl },
  };
}

/** The link to a change in the app: the feed, opened at that change. */
export function changeLink(appUrl: string, change: Pick<ChangeDto, "id" | "competitorId">): string {
  return `${appUrl.replace(/\/+$/, "")}${changeFeedPath(change)}`;
}

/**
 * The raw body sent to an endpoint: for a webhook `{ id, type, createdAt, data: { change } }` with the
 * change as GET /api/changes shows it; for Slack a Block Kit message.
 */
export function alertBody(kind: "webhook" | "slack", event: { id: string; type: AlertEventType; change: ChangeDto; appUrl: string }): string {
  if (kind === "slack") return JSON.stringify(slackMessage(event.change, changeLink(event.appUrl, event.change), event.type === "test"));
  return JSON.stringify({ id: event.id, type: event.type, createdAt: new Date().toISOString(), data: { change: event.change, link: changeLink(event.appUrl, event.change) } });
}
