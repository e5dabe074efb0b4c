import * as React from "react";
import { Button, Section, Text } from "@react-email/components";
import { EmailShell, longDate, styles } from "./layout";

export interface TrialEndingEmailProps {
  userName: string;
  daysLeft: number;
  trialEndsAt: string;
  competitorCount: number;
  freeLimit: number;
  proPrice: string;
  upgradeUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

export const trialEndingPreview: TrialEndingEmailProps = {
  userName: "Alex",
  daysLeft: 3,
  trialEndsAt: "2026-03-16T09:00:00Z",
  competitorCount: 4,
  freeLimit: 1,
  proPrice: "$44",
  upgradeUrl: "http://localhost:3000/pricing",
  unsubscribeUrl: "http://localhost:3000/api/unsubscribe?token=preview",
  preferencesUrl: "http://localhost:3000/dashboard/settings",
};

export function trialEndingSubject(p: Pick<TrialEndingEmailProps, "daysLeft">): string {
  return `Your Rivalscope Pro trial ends in ${p.daysLeft} day${p.daysLeft === 1 ? "" : "s"}`;
}

export default function TrialEndingEmail(props: Partial<TrialEndingEmailProps>) {
  const p = { ...trialEndingPreview, ...props };
  const over = p.competitorCount - p.freeLimit;
  return (
    <EmailShell
      preview={trialEndingSubject(p)}
      unsubscribeUrl={p.unsubscribeUrl}
      preferencesUrl={p.preferencesUrl}
      reason="You receive this because your Rivalscope trial is ending."
    >
      <Text style={styles.h1}>Your Pro trial ends on {longDate(p.trialEndsAt)}</Text>
      <Text style={styles.p}>
        Hi {p.userName}, you have {p.daysLeft} day{p.daysLeft === 1 ? "" : "s"} of Pro left. Without an upgrade your account moves to the Free plan:
        your data is kept, checks become weekly, and email alerts, API access and Dark Psychology Mode switch off.
      </Text>
      {over > 0 ? (
        <Text style={styles.p}>
          You track {p.competitorCount} competitors; Free includes {p.freeLimit}. The other {over} will be paused, not deleted, and resume when you upgrade.
        </Text>
      ) : null}
      <Section style={{ margin: "20px 0 4px" }}>
        <Button href={p.upgradeUrl} style={styles.button}>Keep Pro for {p.proPrice}/month</Button>
      </Section>
    </EmailShell>
  );
}

TrialEndingEmail.PreviewProps = trialEndingPreview;
