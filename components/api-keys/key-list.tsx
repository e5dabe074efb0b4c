"use client";

import { KeyRound, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { formatLongDate } from "@/components/settings/long-date";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteApiKey, type ApiKey } from "@/lib/client/hooks/use-api-keys";

function DeleteKey({ apiKey }: { apiKey: ApiKey }) {
  const del = useDeleteApiKey();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete API key ${apiKey.name}`} loading={del.isPending}>
          <Trash2 className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete API key?</AlertDialogTitle>
          <AlertDialogDescription>“{apiKey.name}” stops working immediately. Connectors and scripts using it will lose access.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() =>
              del.mutate(apiKey.id, {
                onSuccess: () => toast.success("API key deleted"),
                onError: () => toast.error("Failed to delete API key"),
              })
            }
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Each key: name, preview badge, created date, last-used date if any, and a delete button. */
export function KeyList({ keys }: { keys: ApiKey[] }) {
  if (keys.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-10 text-center" data-testid="api-keys-empty">
        <span className="flex size-10 items-center justify-center rounded-full bg-muted">
          <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
        </span>
        <p className="font-medium">No API keys yet</p>
        <p className="text-sm text-muted-foreground">Generate your first key to get started</p>
      </div>
    );
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="API keys">
      {keys.map((k) => (
        <li key={k.id} className="flex items-center gap-3 px-4 py-3" data-testid="api-key-row">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <span className="truncate font-medium">{k.name}</span>
              <Badge variant="muted" className="font-mono">
                {k.keyPreview}
              </Badge>
            </div>
            <p className="text-xs text-muted-foreground">
              Created {formatLongDate(k.createdAt)}
              {k.lastUsedAt ? ` · Last used ${formatLongDate(k.lastUsedAt)}` : ""}
            </p>
          </div>
          <DeleteKey apiKey={k} />
        </li>
      ))}
    </ul>
  );
}
