import * as React from "react";
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";

export const brand = {
  primary: "#4f46e5",
  text: "#1f2330",
  muted: "#5b6170",
  border: "#e4e6ee",
  background: "#f5f6fa",
  high: "#b42318",
  medium: "#b54708",
  low: "#475467",
};

export const styles = {
  h1: { fontSize: "22px", lineHeight: "30px", fontWeight: 700, color: brand.text, margin: "0 0 12px" },
  h2: { fontSize: "16px", lineHeight: "24px", fontWeight: 700, color: brand.text, margin: "24px 0 8px" },
  p: { fontSize: "15px", lineHeight: "24px", color: brand.text, margin: "0 0 12px" },
  small: { fontSize: "13px", lineHeight: "20px", color: brand.muted, margin: "0 0 8px" },
  button: {
    display: "inline-block",
    backgroundColor: brand.primary,
    color: "#ffffff",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
    borderRadius: "8px",
    padding: "12px 20px",
  },
  card: { border: `1px solid ${brand.border}`, borderRadius: "10px", padding: "14px 16px", margin: "0 0 10px", backgroundColor: "#ffffff" },
  link: { color: brand.primary, textDecoration: "underline" },
} satisfies Record<string, React.CSSProperties>;

export interface EmailShellProps {
  preview: string;
  /** Opens the confirmation page: a GET never unsubscribes. Account-security mails have none. */
  unsubscribeUrl?: string;
  preferencesUrl?: string;
  /** Why the reader gets this mail, e.g. "You receive change alerts for your Rivalscope account." */
  reason: string;
  children: React.ReactNode;
}

/** The frame every Rivalscope e-mail shares: brand header, content, and a footer with the unsubscribe link. */
export function EmailShell({ preview, unsubscribeUrl, preferencesUrl, reason, children }: EmailShellProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: brand.background, fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif", margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: "600px", margin: "0 auto", backgroundColor: "#ffffff", borderRadius: "12px", border: `1px solid ${brand.border}`, overflow: "hidden" }}>
          <Section style={{ backgroundColor: brand.primary, padding: "16px 24px" }}>
            <Text style={{ color: "#ffffff", fontSize: "18px", fontWeight: 700, margin: 0, letterSpacing: "0.2px" }}>Rivalscope</Text>
          </Section>
          <Section style={{ padding: "24px" }}>{children}</Section>
          <Hr style={{ borderColor: brand.border, margin: 0 }} />
          <Section style={{ padding: "16px 24px" }}>
            <Text style={styles.small}>{reason}</Text>
            {unsubscribeUrl && preferencesUrl ? (
              <Text style={styles.small}>
                <Link href={preferencesUrl} style={{ color: brand.muted, textDecoration: "underline" }}>Notification settings</Link>
                {" · "}
                <Link href={unsubscribeUrl} style={{ color: brand.muted, textDecoration: "underline" }}>Unsubscribe</Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** Dates in e-mails read like the app's billing dates: 'MMMM d, yyyy'. */
export function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function importanceColor(importance: string): string {
  return importance === "high" ? brand.high : importance === "medium" ? brand.medium : brand.low;
}
