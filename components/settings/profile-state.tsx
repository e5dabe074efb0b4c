"use client";

import { CircleAlert } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

/** 'Loading profile...' while the profile loads. */
export function ProfileLoading() {
  return (
    <Card>
      <CardContent className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
        <Spinner label="Loading profile" />
        Loading profile...
      </CardContent>
    </Card>
  );
}

/** 'Failed to load profile' / 'Please try again later.' */
export function ProfileLoadError() {
  return (
    <Card>
      <CardContent role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
        <CircleAlert aria-hidden="true" className="size-6 text-destructive" />
        <p className="font-medium">Failed to load profile</p>
        <p className="text-sm text-muted-foreground">Please try again later.</p>
      </CardContent>
    </Card>
  );
}
