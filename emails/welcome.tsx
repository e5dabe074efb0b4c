import * as React from "react";
import { Button, Section, Text } from "@react-email/components";
import { EmailShell, longDate, styles } from "./layout";

export interface WelcomeEmailProps {
  userName: string;
  trialDays: number;
  trialEndsAt: string | null;
  proCompetitorLimit: number;
  dashboardUrl: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
}

export const welcomePreview: WelcomeEmailProps = {
  userName: "Alex",
  trialDays: 14,
  trialEndsAt: "2026-03-16T09:00:00Z",
  proCompetitorLimit: 10,
  dashboardUrl: "http://localhost:3000/dashboard",
  unsubscribeUrl: "http://localhost:3000/api/unsubscribe?token=preview",
  preferencesUrl: "http://localhost:3000/dashboard/settings",
};

export const welcomeSubject = () => "Welcome to Rivalscope";

export default function WelcomeEmail(props: Partial<WelcomeEmailProps>) {
  const p = { ...welcomePreview, ...props };
  return (
    <EmailShell
      preview={`Your ${p.trialDays}-day Pro trial has started`}
      unsubscribeUrl={p.unsubscribeUrl}
      preferencesUrl={p.preferencesUrl}
      reason="You receive this because you created a Rivalscope account."
    >
      <Text style={styles.h1}>Welcome to Rivalscope, {p.userName}</Text>
      <Text style={styles.p}>
        Your {p.trialDays}-day Pro trial has started{p.trialEndsAt ? ` and runs until ${longDate(p.trialEndsAt)}` : ""}. No card needed.
      </Text>
      <Text style={styles.h2}>Get set up in three steps</Text>
      <Text style={styles.p}>1. Set your baseline: your own product, the reference point. It takes about 30 seconds.</Text>
      <Text style={styles.p}>2. Add up to {p.proCompetitorLimit} competitors by domain.</Text>
      <Text style={styles.p}>3. Get alerted when their pricing, features or messaging change.</Text>
      <Section style={{ margin: "20px 0 4px" }}>
        <Button href={p.dashboardUrl} style={styles.button}>Set your baseline</Button>
      </Section>
    </EmailShell>
  );
}

WelcomeEmail.PreviewProps = welcomePreview;
