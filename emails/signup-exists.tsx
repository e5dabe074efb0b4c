import * as React from "react";
import { Link, Text } from "@react-email/components";
import { EmailShell, styles } from "./layout";

export interface SignupExistsEmailProps {
  userName: string;
  loginUrl: string;
  forgotUrl: string;
}

export const signupExistsPreview: SignupExistsEmailProps = {
  userName: "Alex",
  loginUrl: "http://localhost:3000/login",
  forgotUrl: "http://localhost:3000/forgot-password",
};

export const signupExistsSubject = () => "Someone tried to sign up with your e-mail address";

/**
 * Sent instead of an error when a signup names an address that already has an account: the signup
 * answer is the same either way, so only the owner learns that the account exists.
 */
export default function SignupExistsEmail(props: Partial<SignupExistsEmailProps>) {
  const p = { ...signupExistsPreview, ...props };
  return (
    <EmailShell preview="You already have a Rivalscope account" reason="You receive this because someone tried to create a Rivalscope account with your address.">
      <Text style={styles.h1}>You already have an account</Text>
      <Text style={styles.p}>
        Hi {p.userName}, someone (perhaps you) just tried to create a Rivalscope account with this e-mail address. Your account is unchanged and
        no new account was created.
      </Text>
      <Text style={styles.p}>
        To use your account, sign in at <Link href={p.loginUrl} style={styles.link}>{p.loginUrl}</Link>. Forgot your password? Reset it at{" "}
        <Link href={p.forgotUrl} style={styles.link}>{p.forgotUrl}</Link>.
      </Text>
      <Text style={styles.p}>If this was not you, you can ignore this e-mail.</Text>
    </EmailShell>
  );
}

SignupExistsEmail.PreviewProps = signupExistsPreview;
