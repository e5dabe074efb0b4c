"use client";

import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSubscription } from "@/lib/client/hooks/use-subscription";
import { isPlanId, type CheckFrequency } from "@/lib/billing/plans";
import type { Competitor, UpdateCompetitorInput } from "@/lib/client/hooks/use-competitors";
import { editError } from "./display-rules";
import { FrequencySelect } from "./frequency-select";

interface EditProps {
  competitor: Competitor | null;
  onOpenChange: (open: boolean) => void;
  onSave: (c: Competitor, input: UpdateCompetitorInput) => Promise<boolean>;
}

/** Edit Competitor: name, URL and check frequency; only changed fields are sent. */
export function EditCompetitorDialog({ competitor, onOpenChange, onSave }: EditProps) {
  return (
    <Dialog open={competitor !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="edit-competitor-dialog">
        <DialogHeader>
          <DialogTitle>Edit Competitor</DialogTitle>
          <DialogDescription>Change the name, the address or how often it is checked.</DialogDescription>
        </DialogHeader>
        {competitor ? <EditForm key={competitor.id} competitor={competitor} onCancel={() => onOpenChange(false)} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditForm({ competitor, onCancel, onSave }: { competitor: Competitor; onCancel: () => void; onSave: EditProps["onSave"] }) {
  const ids = { name: useId(), url: useId(), frequency: useId(), error: useId() };
  const { data: sub } = useSubscription();
  const [name, setName] = useState(competitor.name);
  const [url, setUrl] = useState(competitor.url);
  const [frequency, setFrequency] = useState<CheckFrequency>(competitor.checkFrequency);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = editError(name, url);
    if (problem) return setError(problem);
    setError(null);
    const input: UpdateCompetitorInput = {};
    if (name.trim() !== competitor.name) input.name = name.trim();
    if (url.trim() !== competitor.url) input.url = url.trim();
    if (frequency !== competitor.checkFrequency) input.checkFrequency = frequency;
    if (Object.keys(input).length === 0) return onCancel();
    setBusy(true);
    const ok = await onSave(competitor, input);
    setBusy(false);
    if (ok) onCancel();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>Name</Label>
        <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} aria-describedby={error ? ids.error : undefined} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.url}>URL</Label>
        <Input id={ids.url} value={url} onChange={(e) => setUrl(e.target.value)} inputMode="url" autoCapitalize="none" spellCheck={false} aria-describedby={error ? ids.error : undefined} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.frequency}>Check frequency</Label>
        <FrequencySelect id={ids.frequency} value={frequency} onChange={setFrequency} plan={isPlanId(sub?.plan) ? sub.plan : null} />
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save Changes
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Delete confirmation: 'Are you sure you want to delete "NAME"?' */
export function DeleteCompetitorDialog({ competitor, onOpenChange, onConfirm }: { competitor: Competitor | null; onOpenChange: (open: boolean) => void; onConfirm: (c: Competitor) => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!competitor) return;
    setBusy(true);
    const ok = await onConfirm(competitor);
    setBusy(false);
    if (ok) onOpenChange(false);
  };
  return (
    <AlertDialog open={competitor !== null} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialogContent data-testid="delete-competitor-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>Delete competitor</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete &quot;{competitor?.name}&quot;?</AlertDialogDescription>
          <p className="text-sm text-muted-foreground">Its snapshots, detected changes and screenshots are removed too.</p>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} loading={busy}>
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
