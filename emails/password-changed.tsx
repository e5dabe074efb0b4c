import * as React from "react";
import { Link, Text } from "@react-email/components";
import { EmailShell, styles } from "./layout";

export interface PasswordChangedEmailProps {
  userName: string;
  /** "reset" (through an e-mailed link) or "changed" (in Settings → Security). */
  how: "reset" | "changed";
  forgotUrl: string;
}

export const passwordChangedPreview: PasswordChangedEmailProps = {
  userName: "Alex",
  how: "changed",
  forgotUrl: "http://localhost:3000/forgot-password",
};

export const passwordChangedSubject = () => "Your Rivalscope password was changed";

/** Tells the owner that the password changed, so a change they did not make does not go unnoticed. */
export default function PasswordChangedEmail(props: Partial<PasswordChangedEmailProps>) {
  const p = { ...passwordChangedPreview, ...props };
  return (
    <EmailShell preview="Your password was changed and other sessions were signed out" reason="You receive this because the password of your Rivalscope account changed.">
      <Text style={styles.h1}>Your password was changed</Text>
      <Text style={styles.p}>
        Hi {p.userName}, the password of your Rivalscope account was {p.how === "reset" ? "reset through an e-mailed link" : "changed in Settings → Security"}. Every other device and API token
        was signed out.
      </Text>
      <Text style={styles.p}>
        If this was not you, reset your password now at <Link href={p.forgotUrl} style={styles.link}>{p.forgotUrl}</Link>.
      </Text>
    </EmailShell>
  );
}

PasswordChangedEmail.PreviewProps = passwordChangedPreview;
