"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { BellRing, MailWarning } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useProfile, useUpdateProfile } from "@/lib/client/hooks/use-profile";
import { useSubscription } from "@/lib/client/hooks/use-subscription";
import { useEmailVerified } from "@/lib/client/hooks/use-email-verification";
import type { PreferenceField, Profile } from "@/lib/users/schemas";
import { AlertEndpointsCard } from "./alert-endpoints-card";
import { ProfileLoadError, ProfileLoading } from "./profile-state";

const PREFERENCES: Array<{ field: PreferenceField; label: string; description: string; alert?: boolean }> = [
  { field: "changeAlerts", label: "Change Alerts", description: "An e-mail when a competitor makes an important change.", alert: true },
  { field: "weeklyDigest", label: "Weekly Digest", description: "A weekly summary of what changed across your competitors." },
  { field: "productUpdates", label: "Product Updates", description: "News about new Rivalscope features and improvements." },
];

const COMING_SOON = [{ icon: BellRing, label: "In-app push notifications" }];

/** Settings → Notifications: three e-mail switches, each saved on its own as soon as it flips; Slack and webhook endpoints. */
export function NotificationsTab() {
  const { data, isPending, isError } = useProfile();
  const { data: sub } = useSubscription();
  const { verified, email } = useEmailVerified();
  if (isPending) return <ProfileLoading />;
  if (isError) return <ProfileLoadError />;
  const noEmailAlerts = sub?.features?.emailAlerts === false;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Email Notifications</h2>
          </CardTitle>
          <CardDescription>Choose which e-mails Rivalscope sends you. Changes save immediately.</CardDescription>
          {verified === false ? (
            <p data-testid="alerts-wait-for-verification" className="mt-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              <MailWarning aria-hidden="true" className="mr-1.5 inline size-4 align-text-bottom text-warning" />
              E-mails wait until you confirm <strong className="break-all">{email}</strong>: no change alerts or weekly digests are sent
              before then. Use the link we sent you, or ask for a new one in the banner above.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col divide-y">
          {PREFERENCES.map((p) => (
            <PreferenceRow key={p.field} profile={data} {...p} planNote={p.alert && noEmailAlerts} />
          ))}
        </CardContent>
      </Card>
      <AlertEndpointsCard planIncludes={!noEmailAlerts} />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              Coming Soon <Badge variant="muted">Planned</Badge>
            </h2>
          </CardTitle>
          <CardDescription>More ways to hear about competitor moves.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-3 text-sm">
            {COMING_SOON.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-3 text-muted-foreground">
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

interface PreferenceRowProps {
  profile: Profile;
  field: PreferenceField;
  label: string;
  description: string;
  planNote?: boolean;
}

function PreferenceRow({ profile, field, label, description, planNote }: PreferenceRowProps) {
  const id = useId();
  const update = useUpdateProfile();
  // The flipped value shows at once; it falls back to the saved one when the save fails.
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? profile[field];

  const change = (value: boolean) => {
    setOptimistic(value);
    update.mutate(
      { [field]: value },
      {
        onSuccess: () => toast.success("Notification preferences updated"),
        onError: () => toast.error("Failed to update preferences"),
        onSettled: () => setOptimistic(null),
      },
    );
  };

  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-0 last:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-desc`} className="text-sm text-muted-foreground">
          {description}
        </p>
        {planNote ? (
          <p className="text-xs text-warning">
            Your plan doesn&apos;t include e-mail alerts.{" "}
            <Link href="/pricing" className="font-medium underline underline-offset-2">
              Upgrade
            </Link>{" "}
            to receive them.
          </p>
        ) : null}
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={change}
        disabled={update.isPending}
        aria-describedby={`${id}-desc`}
        className="mt-0.5"
      />
    </div>
  );
}
