"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { fieldAria, useSchemaForm } from "@/components/auth/form-parts";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useProfile, useUpdateProfile } from "@/lib/client/hooks/use-profile";
import { profileName, type Profile } from "@/lib/users/schemas";
import { formatLongDate } from "./long-date";
import { ProfileLoadError, ProfileLoading } from "./profile-state";

/** Settings → Profile: editable full name, read-only e-mail, account dates. */
export function ProfileTab() {
  const { data, isPending, isError } = useProfile();
  if (isPending) return <ProfileLoading />;
  if (isError) return <ProfileLoadError />;
  return <ProfileForm profile={data} />;
}

const profileForm = z.object({ name: profileName });

function ProfileForm({ profile }: { profile: Profile }) {
  const nameId = useId();
  const emailId = useId();
  const { register, handleSubmit, clearErrors, reset, control, formState } = useSchemaForm(profileForm, { name: profile.name });
  const error = formState.errors.name;
  const update = useUpdateProfile();
  const unchanged = useWatch({ control, name: "name" }).trim() === profile.name;

  const submit = handleSubmit((body) =>
    update.mutate(body, {
      onSuccess: (saved) => {
        reset({ name: saved.name });
        toast.success("Profile updated", { description: "Your profile has been updated successfully." });
      },
      onError: () => toast.error("Update failed", { description: "Failed to update profile. Please try again." }),
    }),
  );

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
            <Input autoComplete="name" {...register("name", { onChange: () => clearErrors("name") })} {...fieldAria(nameId, error)} className="max-w-md" />
            {error ? (
              <p id={`${nameId}-error`} role="alert" className="text-sm text-destructive">
                {error.message}
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
