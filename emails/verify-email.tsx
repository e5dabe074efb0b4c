import * as React from "react";
import { Button, Section, Text } from "@react-email/components";
import { EmailShell, styles } from "./layout";

export interface VerifyEmailProps {
  userName: string;
  email: string;
  verifyUrl: string;
  /** How long the link works, in hours. */
  validHours: number;
}

export const verifyEmailPreview: VerifyEmailProps = {
  userName: "Alex",
  email: "alex@example.com",
  verifyUrl: "http://localhost:3000/verify-email?token=preview",
  validHours: 24,
};

export const verifyEmailSubject = () => "Confirm your e-mail address for Rivalscope";

/** The verification link: alerts are mailed only to a confirmed address. */
export default function VerifyEmail(props: Partial<VerifyEmailProps>) {
  const p = { ...verifyEmailPreview, ...props };
  return (
    <EmailShell preview="Confirm your address to receive change alerts" reason="You receive this because this address was used to create a Rivalscope account.">
      <Text style={styles.h1}>Confirm your e-mail address</Text>
      <Text style={styles.p}>Hi {p.userName}, please confirm that {p.email} is your address. Until then Rivalscope sends it no change alerts or digests.</Text>
      <Section style={{ margin: "20px 0 16px" }}>
        <Button href={p.verifyUrl} style={styles.button}>Confirm my address</Button>
      </Section>
      <Text style={styles.small}>The link works once and for {p.validHours} hours. The banner in your dashboard sends a new one.</Text>
      <Text style={styles.small}>If the button does not work, copy this address into your browser: {p.verifyUrl}</Text>
      <Text style={styles.small}>If you did not create a Rivalscope account, ignore this e-mail.</Text>
    </EmailShell>
  );
}

VerifyEmail.PreviewProps = verifyEmailPreview;
