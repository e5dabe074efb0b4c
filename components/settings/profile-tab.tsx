"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useProfile, useUpdateProfile } from "@/lib/client/hooks/use-profile";
import { profileName, type Profile } from "@/lib/users/schemas";
import { formatLongDate } from "./format";
import { ProfileLoadError, ProfileLoading } from "./profile-state";

/** Settings → Profile: editable full name, read-only e-mail, account dates. */
export function ProfileTab() {
  const { data, isPending, isError } = useProfile();
  if (isPending) return <ProfileLoading />;
  if (isError) return <ProfileLoadError />;
  return <ProfileForm profile={data} />;
}

function ProfileForm({ profile }: { profile: Profile }) {
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState(profile.name);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const unchanged = name.trim() === profile.name;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = profileName.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Name is required");
      return;
    }
    setError(null);
    update.mutate(
      { name: parsed.data },
      {
        onSuccess: (saved) => {
          setName(saved.name);
          toast.success("Profile updated", { description: "Your profile has been updated successfully." });
        },
        onError: () => toast.error("Update failed", { description: "Failed to update profile. Please try again." }),
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <CardHeader>
          <CardTitle asChild>
            <h2>Profile Information</h2>
          </CardTitle>
          <CardDescription>Update your personal details.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <Label htmlFor={nameId}>Full Name</Label>
            <Input
              id={nameId}
              name="name"
              autoComplete="name"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${nameId}-error` : undefined}
              className="max-w-md"
            />
            {error ? (
              <p id={`${nameId}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={emailId}>Email Address</Label>
            <Input id={emailId} type="email" value={profile.email} readOnly aria-describedby={`${emailId}-note`} className="max-w-md cursor-default bg-muted text-muted-foreground focus-visible:ring-0" />
            <p id={`${emailId}-note`} className="text-xs text-muted-foreground">
              Email address cannot be changed
            </p>
          </div>
          <dl className="grid max-w-md grid-cols-1 gap-4 border-t pt-5 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Account created</dt>
              <dd className="mt-1 font-medium" data-testid="account-created">
                {formatLongDate(profile.createdAt)}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Last updated</dt>
              <dd className="mt-1 font-medium" data-testid="last-updated">
                {formatLongDate(profile.updatedAt)}
              </dd>
            </div>
          </dl>
        </CardContent>
        <CardFooter className="border-t pt-6">
          <Button type="submit" loading={update.isPending} disabled={unchanged && !update.isPending}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
