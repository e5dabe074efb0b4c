import * as React from "react";
import { Button, Link, Section, Text } from "@react-email/components";
import { EmailShell, styles } from "./layout";

export interface PasswordResetEmailProps {
  userName: string;
  resetUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
  forgotUrl: string;
}

export const passwordResetPreview: PasswordResetEmailProps = {
  userName: "Alex",
  resetUrl: "http://localhost:3000/reset-password?token=preview",
  validMinutes: 60,
  forgotUrl: "http://localhost:3000/forgot-password",
};

export const passwordResetSubject = () => "Reset your Rivalscope password";

function validity(minutes: number): string {
  return minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minutes`;
}

/** The password-reset link: single use, valid for an hour; sent whatever the reader's e-mail preferences. */
export default function PasswordResetEmail(props: Partial<PasswordResetEmailProps>) {
  const p = { ...passwordResetPreview, ...props };
  return (
    <EmailShell preview="Choose a new password for your Rivalscope account" reason="You receive this because someone asked to reset the password of your Rivalscope account.">
      <Text style={styles.h1}>Reset your password</Text>
      <Text style={styles.p}>Hi {p.userName}, we received a request to reset the password of your Rivalscope account. Choose a new one with the button below.</Text>
      <Section style={{ margin: "20px 0 16px" }}>
        <Button href={p.resetUrl} style={styles.button}>Choose a new password</Button>
      </Section>
      <Text style={styles.small}>
        The link works once and for {validity(p.validMinutes)}. Resetting your password signs you out on every other device. After that, ask for a new link at{" "}
        <Link href={p.forgotUrl} style={styles.link}>{p.forgotUrl}</Link>.
      </Text>
      <Text style={styles.small}>If the button does not work, copy this address into your browser: {p.resetUrl}</Text>
      <Text style={styles.small}>If you did not ask for this, ignore this e-mail: your password stays as it is.</Text>
    </EmailShell>
  );
}

PasswordResetEmail.PreviewProps = passwordResetPreview;
