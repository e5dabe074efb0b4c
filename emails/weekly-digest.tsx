import * as React from "react";
import { Button, Column, Link, Row, Section, Text } from "@react-email/components";
import { changeTypeLabel } from "./change-alert";
import { EmailShell, brand, importanceColor, longDate, styles } from "./layout";

export interface DigestChange { id: string; competitorName: string; type: string; importance: string; description: string; detectedAt: string }
export interface DigestInsight { title: string; detail: string | null; competitorName: string | null }
export interface DigestPrediction { what: string; when: string | null; confidence: number | null; competitorName: string | null }

export interface WeeklyDigestEmailProps {
  userName: string;
  weekStart: string;
  weekEnd: string;
  totals: { changes: number; high: number; competitors: number };
  byType: { type: string; count: number }[];
  topChanges: DigestChange[];
  insights: DigestInsight[];
  predictions: DigestPrediction[];
  onFreePlan: boolean;
  dashboardUrl: string;
  upgradeUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

export const weeklyDigestPreview: WeeklyDigestEmailProps = {
  userName: "Alex",
  weekStart: "2026-02-23T00:00:00Z",
  weekEnd: "2026-03-01T23:59:59Z",
  totals: { changes: 7, high: 2, competitors: 3 },
  byType: [{ type: "pricing", count: 2 }, { type: "feature", count: 3 }, { type: "content", count: 2 }],
  topChanges: [
    { id: "1", competitorName: "Acme Analytics", type: "pricing", importance: "high", description: "Pro plan price raised from $49 to $59 per month", detectedAt: "2026-02-26T10:00:00Z" },
    { id: "2", competitorName: "Beacon", type: "feature", importance: "high", description: "Launched a Salesforce integration", detectedAt: "2026-02-25T15:30:00Z" },
    { id: "3", competitorName: "Acme Analytics", type: "content", importance: "medium", description: "Homepage headline now targets enterprise teams", detectedAt: "2026-02-24T08:00:00Z" },
  ],
  insights: [{ title: "Acme is moving up-market", detail: "Price rises and enterprise messaging in the same week.", competitorName: "Acme Analytics" }],
  predictions: [{ what: "Acme will announce an enterprise tier", when: "within 30 days", confidence: 0.72, competitorName: "Acme Analytics" }],
  onFreePlan: false,
  dashboardUrl: "http://localhost:3000/dashboard/changes",
  upgradeUrl: "http://localhost:3000/pricing",
  unsubscribeUrl: "http://localhost:3000/api/unsubscribe?token=preview",
  preferencesUrl: "http://localhost:3000/dashboard/settings",
};

export function weeklyDigestSubject(p: Pick<WeeklyDigestEmailProps, "totals">): string {
  if (p.totals.changes === 0) return "Your weekly Rivalscope digest: a quiet week";
  const n = p.totals.changes;
  return `Your weekly Rivalscope digest: ${n} change${n === 1 ? "" : "s"}${p.totals.high ? `, ${p.totals.high} important` : ""}`;
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Column style={{ textAlign: "center", padding: "8px" }}>
      <Text style={{ fontSize: "24px", fontWeight: 700, color: brand.text, margin: 0 }}>{value}</Text>
      <Text style={{ ...styles.small, margin: 0 }}>{label}</Text>
    </Column>
  );
}

export default function WeeklyDigestEmail(props: Partial<WeeklyDigestEmailProps>) {
  const p = { ...weeklyDigestPreview, ...props };
  return (
    <EmailShell
      preview={weeklyDigestSubject(p)}
      unsubscribeUrl={p.unsubscribeUrl}
      preferencesUrl={p.preferencesUrl}
      reason="You receive the weekly digest because it is turned on in your notification settings."
    >
      <Text style={styles.h1}>Your week in competitor moves</Text>
      <Text style={styles.small}>{longDate(p.weekStart)} – {longDate(p.weekEnd)}</Text>
      <Section style={{ ...styles.card, padding: "8px" }}>
        <Row>
          <Stat label="changes" value={p.totals.changes} />
          <Stat label="important" value={p.totals.high} />
          <Stat label="competitors" value={p.totals.competitors} />
        </Row>
      </Section>
      {p.totals.changes === 0 ? (
        <Text style={styles.p}>Hi {p.userName}, a quiet week: none of your competitors changed anything we track. We keep watching.</Text>
      ) : (
        <>
          <Text style={styles.p}>
            Hi {p.userName}, here is what changed: {p.byType.map((t) => `${t.count} ${changeTypeLabel(t.type).toLowerCase()}`).join(", ")}.
          </Text>
          <Text style={styles.h2}>Top changes</Text>
          {p.topChanges.map((c) => (
            <Section key={c.id} style={styles.card}>
              <Text style={{ ...styles.small, margin: "0 0 4px" }}>
                <span style={{ color: importanceColor(c.importance), fontWeight: 700, textTransform: "uppercase", fontSize: "11px", letterSpacing: "0.6px" }}>{c.importance}</span>
                {" · "}
                {c.competitorName} · {changeTypeLabel(c.type)} · {longDate(c.detectedAt)}
              </Text>
              <Text style={{ ...styles.p, margin: 0 }}>{c.description}</Text>
            </Section>
          ))}
        </>
      )}
      {p.insights.length > 0 ? (
        <>
          <Text style={styles.h2}>Insights</Text>
          {p.insights.map((i, n) => (
            <Text key={n} style={styles.p}>
              <strong>{i.title}</strong>
              {i.competitorName ? ` (${i.competitorName})` : ""}
              {i.detail ? ` – ${i.detail}` : ""}
            </Text>
          ))}
        </>
      ) : null}
      {p.predictions.length > 0 ? (
        <>
          <Text style={styles.h2}>Predictions</Text>
          {p.predictions.map((x, n) => (
            <Text key={n} style={styles.p}>
              {x.what}
              {x.when ? `, ${x.when}` : ""}
              {x.confidence !== null ? ` (${Math.round(x.confidence * 100)}% confidence)` : ""}
            </Text>
          ))}
        </>
      ) : null}
      <Section style={{ margin: "20px 0 4px" }}>
        <Button href={p.dashboardUrl} style={styles.button}>Open the changes feed</Button>
      </Section>
      {p.onFreePlan ? (
        <Text style={styles.small}>
          On the Free plan your competitors are checked weekly. <Link href={p.upgradeUrl} style={styles.link}>Upgrade to Pro</Link> for hourly checks and instant email alerts.
        </Text>
      ) : null}
    </EmailShell>
  );
}

WeeklyDigestEmail.PreviewProps = weeklyDigestPreview;
