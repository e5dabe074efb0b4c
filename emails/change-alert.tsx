import * as React from "react";
import { Button, Link, Section, Text } from "@react-email/components";
import { EmailShell, brand, importanceColor, longDate, styles } from "./layout";
import { PlanTableEmail } from "./plan-table";
import type { PlanRow } from "@/lib/changes/plan-table";
import { factParts, type ChangeFact } from "@/lib/changes/fact-view";

export interface ChangeAlertItem {
  id: string;
  type: string;
  importance: "low" | "medium" | "high" | string;
  description: string;
  url: string | null;
  detectedAt: string;
  /** A pricing change's plans before and after (facts.plans), shown as a table. */
  plans?: PlanRow[];
  /** The one fact the change is about, with its value before and after. */
  fact?: ChangeFact | null;
  /** The screenshot of the page the change was found on (an app URL; opens once signed in). */
  screenshotUrl?: string | null;
}

/** "Team: $12 → $15 per seat/month", the old value struck through, the words both values end on once. */
function FactLine({ fact, last }: { fact: ChangeFact; last: boolean }) {
  const p = factParts(fact.before, fact.after);
  return (
    <Text style={{ ...styles.p, margin: last ? 0 : "0 0 6px" }} data-testid="email-fact">
      <strong>{fact.name}</strong>
      {": "}
      {p.before !== null ? <span style={{ textDecoration: "line-through", color: brand.muted }}>{p.before}</span> : null}
      {p.before !== null && p.after !== null ? " → " : null}
      {p.after !== null ? <strong>{p.after}</strong> : null}
      {p.tail ? ` ${p.tail}` : null}
      {p.before === null ? " (new)" : p.after === null ? " (removed)" : null}
    </Text>
  );
}

export interface ChangeAlertEmailProps {
  userName: string;
  competitorName: string;
  competitorDomain: string;
  changes: ChangeAlertItem[];
  viewUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

const TYPE_LABELS: Record<string, string> = {
  pricing: "Pricing", price: "Pricing", feature: "Feature", features: "Feature", product: "Product",
  content: "Content", design: "Design", structure: "Structure", visual: "Visual", other: "Other",
};

export function changeTypeLabel(type: string): string {
  return TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
}

export function changeAlertSubject(p: Pick<ChangeAlertEmailProps, "competitorName" | "changes">): string {
  const n = p.changes.length;
  if (n === 1) return `${p.competitorName}: ${p.changes[0].fact?.line ?? p.changes[0].description}`.slice(0, 140);
  return `${p.competitorName}: ${n} important changes detected`;
}

export const changeAlertPreview: ChangeAlertEmailProps = {
  userName: "Alex",
  competitorName: "Acme Analytics",
  competitorDomain: "acme-analytics.com",
  changes: [
    {
      id: "c1", type: "pricing", importance: "high", description: "Pro plan price raised from $49 to $59 per month", url: "https://acme-analytics.com/pricing", detectedAt: "2026-03-02T09:14:00Z",
      plans: [{ plan: "Pro", before: { price: 49, currency: "USD", period: "month", unit: null, annualPrice: null, limits: {} }, after: { price: 59, currency: "USD", period: "month", unit: null, annualPrice: null, limits: {} } }],
      fact: { name: "Pro", before: "$49/month", after: "$59/month", line: "Pro: $49/month → $59/month" },
      screenshotUrl: "http://localhost:3000/api/competitors/preview/screenshots/pricing.png",
    },
    { id: "c2", type: "feature", importance: "high", description: "New feature launched: AI forecasting on all paid plans", url: "https://acme-analytics.com/features", detectedAt: "2026-03-02T09:14:00Z" },
  ],
  viewUrl: "http://localhost:3000/dashboard/changes",
  unsubscribeUrl: "http://localhost:3000/api/unsubscribe?token=preview",
  preferencesUrl: "http://localhost:3000/dashboard/settings",
};

/** One mail per scan: every high-importance change the scan found for one competitor. */
export default function ChangeAlertEmail(props: Partial<ChangeAlertEmailProps>) {
  const p = { ...changeAlertPreview, ...props };
  const n = p.changes.length;
  return (
    <EmailShell
      preview={changeAlertSubject(p)}
      unsubscribeUrl={p.unsubscribeUrl}
      preferencesUrl={p.preferencesUrl}
      reason="You receive change alerts for high-importance changes of the competitors you track."
    >
      <Text style={styles.h1}>{n === 1 ? "An important change" : `${n} important changes`} at {p.competitorName}</Text>
      <Text style={styles.p}>
        Hi {p.userName}, our latest scan of <strong>{p.competitorDomain}</strong> found {n === 1 ? "a change" : "changes"} you will want to see.
      </Text>
      {p.changes.map((c) => (
        <Section key={c.id} style={styles.card}>
          <Text style={{ ...styles.small, margin: "0 0 4px" }}>
            <span style={{ color: importanceColor(c.importance), fontWeight: 700, textTransform: "uppercase", fontSize: "11px", letterSpacing: "0.6px" }}>
              {c.importance} importance
            </span>
            {" · "}
            {changeTypeLabel(c.type)} · {longDate(c.detectedAt)}
          </Text>
          {c.fact ? (
            <FactLine fact={c.fact} last={!c.url && !c.plans?.length && !c.screenshotUrl} />
          ) : (
            <Text style={{ ...styles.p, margin: c.url || c.plans?.length ? "0 0 6px" : 0 }}>{c.description}</Text>
          )}
          {c.plans?.length ? <PlanTableEmail rows={c.plans} /> : null}
          {c.url ? (
            <Link href={c.url} style={{ ...styles.link, fontSize: "13px" }}>Visit page</Link>
          ) : null}
          {c.url && c.screenshotUrl ? " · " : null}
          {c.screenshotUrl ? (
            <Link href={c.screenshotUrl} style={{ ...styles.link, fontSize: "13px" }}>Screenshot of the page</Link>
          ) : null}
        </Section>
      ))}
      <Section style={{ margin: "20px 0 4px" }}>
        <Button href={p.viewUrl} style={styles.button}>View changes</Button>
      </Section>
      <Text style={{ ...styles.small, color: brand.muted }}>Mark a change as important or not in the changes feed and future alerts learn from it.</Text>
    </EmailShell>
  );
}

ChangeAlertEmail.PreviewProps = changeAlertPreview;
