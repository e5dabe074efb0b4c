import * as React from "react";
import { Link, Text } from "@react-email/components";
import { EmailShell, styles } from "./layout";

export interface PlanPausedEmailProps {
  userName: string;
  /** The plan the account is on now ("Free"). */
  planName: string;
  /** How many competitors it includes. */
  limit: number;
  /** The competitors paused, newest first. */
  paused: string[];
  upgradeUrl: string;
}

export const planPausedPreview: PlanPausedEmailProps = {
  userName: "Alex",
  planName: "Free",
  limit: 1,
  paused: ["Globex", "Initech"],
  upgradeUrl: "http://localhost:3000/settings/billing",
};

export const planPausedSubject = (p: Pick<PlanPausedEmailProps, "paused">) =>
  `${p.paused.length} competitor${p.paused.length === 1 ? " was" : "s were"} paused on your Rivalscope plan`;

/** Tells the owner which competitors a downgrade (a trial or paid period that ended) paused. */
export default function PlanPausedEmail(props: Partial<PlanPausedEmailProps>) {
  const p = { ...planPausedPreview, ...props };
  return (
    <EmailShell preview={planPausedSubject(p)} reason="You receive this because the plan of your Rivalscope account changed.">
      <Text style={styles.h1}>Some competitors were paused</Text>
      <Text style={styles.p}>
        Hi {p.userName}, your account is now on the {p.planName} plan, which monitors {p.limit} competitor{p.limit === 1 ? "" : "s"}. These were paused, the most
        recently added first; nothing was deleted:
      </Text>
      {p.paused.map((name) => (
        <Text key={name} style={styles.p}>
          • {name}
        </Text>
      ))}
      <Text style={styles.p}>
        Upgrade at <Link href={p.upgradeUrl} style={styles.link}>{p.upgradeUrl}</Link> and they resume by themselves, or pause another competitor to resume one of these.
      </Text>
    </EmailShell>
  );
}

PlanPausedEmail.PreviewProps = planPausedPreview;
