"use client";

import { useId, useState } from "react";
import { KeyRound, Plus } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/client/api";
import { useCreateApiKey, type CreatedApiKey } from "@/lib/client/hooks/use-api-keys";

export const NAME_REQUIRED = "Please enter a name for the API key";

/** Key Name, its hint, and the error when it is blank. */
function KeyNameField({ id, value, error, onChange }: { id: string; value: string; error: string | null; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Key Name</Label>
      <Input
        id={id}
        value={value}
        autoFocus
        placeholder="e.g., Claude Desktop, Zapier Integration"
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        Give your key a descriptive name to remember its purpose
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Generate New Key': Key Name (non-blank after trimming; the untrimmed value is sent). */
export function GenerateKeyDialog({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const id = useId();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) {
      setError(NAME_REQUIRED);
      return;
    }
    create.mutate(name, {
      onSuccess: (created) => {
        toast.success(`API key "${created.name}" created successfully`);
        onCreated(created);
        setOpen(false);
        setName("");
      },
      onError: (err) => toast.error("Failed to generate API key", { description: err instanceof ApiClientError ? err.message : undefined }),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus />
          Generate New Key
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-4" />
              Generate New Key
            </DialogTitle>
            <DialogDescription>Create a key for the desktop assistant connector or your own scripts.</DialogDescription>
          </DialogHeader>
          <KeyNameField
            id={id}
            value={name}
            error={error}
            onChange={(value) => {
              setName(value);
              if (error) setError(null);
            }}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {create.isPending ? "Generating..." : "Generate Key"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
