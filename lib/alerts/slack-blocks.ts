import type { ChangeDto } from "@/lib/changes/dto";

/** Slack's limit on a section's text. */
const SECTION_MAX = 3000;
const IMPORTANCE_LABEL: Record<string, string> = { high: ":red_circle: High", medium: ":large_orange_circle: Medium", low: ":white_circle: Low" };

/** Slack mrkdwn: &, < and > are the only characters to escape. */
function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function quoted(text: string | null): string {
  if (!text || !text.trim()) return "_(nothing)_";
  return clip(escape(text.trim()), 1200).split("\n").map((l) => `>${l}`).join("\n");
}

/**
 * A Slack incoming-webhook message in Block Kit: the competitor and the change in the header and
 * first section, before and after side by side, and a button to the change in Rivalscope. `text` is
 * the notification fallback.
 */
export function slackMessage(change: ChangeDto, link: string, isTest: boolean) {
  const prefix = isTest ? "[Test] " : "";
  const headline = `${prefix}${change.competitorName}: ${change.description}`;
  return {
    text: clip(headline, 300),
    blocks: [
      { type: "header", text: { type: "plain_text", text: clip(`${prefix}${change.competitorName}`, 150), emoji: true } },
      {
        type: "section",
        text: { type: "mrkdwn", text: clip(`*${escape(change.description)}*`, SECTION_MAX) },
        fields: [
          { type: "mrkdwn", text: `*Type*\n${escape(change.type)}` },
          { type: "mrkdwn", text: `*Importance*\n${IMPORTANCE_LABEL[change.importance] ?? escape(change.importance)}` },
        ],
      },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: clip(`*Before*\n${quoted(change.oldContent)}`, 2000) },
          { type: "mrkdwn", text: clip(`*After*\n${quoted(change.newContent)}`, 2000) },
        ],
      },
      {
        type: "actions",
        elements: [{ type: "button", text: { type: "plain_text", text: "View change" }, url: link, style: "primary" }],
      },
      {
        type: "context",
        elements: [{ type: "mrkdwn", text: `${change.url ? `<${escape(change.url)}|${escape(clip(change.url, 200))}> · ` : ""}Detected ${change.detectedAt.slice(0, 16).replace("T", " ")} UTC by Rivalscope` }],
      },
    ],
  };
}
