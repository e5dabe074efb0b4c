"use client";

import { useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ALERT_CHANGE_TYPES, ALERT_IMPORTANCES } from "@/lib/alerts/schemas";
import { useCreateAlertEndpoint, type CreatedAlertEndpoint } from "@/lib/client/hooks/use-alert-endpoints";
import { cn } from "@/lib/utils";

type Kind = "webhook" | "slack";

const KINDS: Array<{ kind: Kind; label: string; hint: string; placeholder: string }> = [
  { kind: "webhook", label: "Webhook", hint: "Signed JSON POSTed to your server.", placeholder: "https://example.com/hooks/rivalscope" },
  { kind: "slack", label: "Slack", hint: "A Slack incoming-webhook URL (Slack → Apps → Incoming Webhooks).", placeholder: "https://hooks.slack.com/services/…" },
];

const TYPE_LABELS: Record<string, string> = { pricing: "Pricing", feature: "Features", integration: "Integrations", content: "Content", structure: "Structure", design: "Design", visual: "Visual", other: "Other" };
const IMPORTANCE_LABELS: Record<string, string> = { low: "Low", medium: "Medium", high: "High" };

/** What the browser can tell before asking the server (which applies the full address policy). */
export function endpointUrlProblem(url: string, kind: Kind): string | null {
  const value = url.trim();
  if (!value) return "Enter the URL that should receive alerts.";
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return "Enter a full URL, starting with https://";
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return "Only http:// and https:// URLs can receive alerts.";
  if (kind === "slack" && parsed.hostname !== "hooks.slack.com" && parsed.protocol === "https:") return "A Slack endpoint needs a Slack incoming-webhook URL (https://hooks.slack.com/services/…).";
  return null;
}

function ChoiceGroup({ legend, options, labels, value, onChange, name }: { legend: string; options: readonly string[]; labels: Record<string, string>; value: string[]; onChange: (v: string[]) => void; name: string }) {
  const base = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">
        {legend} <span className="font-normal text-muted-foreground">({value.length === 0 ? "all" : `${value.length} selected`})</span>
      </legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((o) => (
          <div key={o} className="flex items-center gap-2">
            <Checkbox id={`${base}-${o}`} name={name} checked={value.includes(o)} onCheckedChange={(c) => onChange(c === true ? [...value, o] : value.filter((x) => x !== o))} />
            <Label htmlFor={`${base}-${o}`} className="font-normal">
              {labels[o] ?? o}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The add-endpoint form: kind, URL, optional type and importance filters (none ticked = all). */
export function AddEndpointForm({ onCreated, onCancel }: { onCreated: (created: CreatedAlertEndpoint) => void; onCancel: () => void }) {
  const id = useId();
  const create = useCreateAlertEndpoint();
  const [kind, setKind] = useState<Kind>("webhook");
  const [url, setUrl] = useState("");
  const [types, setTypes] = useState<string[]>([]);
  const [importances, setImportances] = useState<string[]>(["high"]);
  const [error, setError] = useState<string | null>(null);
  const current = KINDS.find((k) => k.kind === kind)!;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problem = endpointUrlProblem(url, kind);
    if (problem) return setError(problem);
    setError(null);
    create.mutate(
      { url: url.trim(), kind, types: types as never, importances: importances as never },
      {
        onSuccess: (created) => {
          toast.success(kind === "slack" ? "Slack endpoint added" : "Webhook endpoint added");
          onCreated(created);
        },
        onError: (err) => setError(err instanceof Error ? err.message : "Failed to add the endpoint"),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-lg border p-4" aria-label="Add alert endpoint" data-testid="add-endpoint-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Kind</legend>
        <div role="group" aria-label="Kind" className="inline-flex w-fit rounded-md border p-0.5">
          {KINDS.map((k) => (
            <button
              key={k.kind}
              type="button"
              aria-pressed={kind === k.kind}
              onClick={() => setKind(k.kind)}
              className={cn("rounded-[5px] px-3 py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring", kind === k.kind ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:text-foreground")}
            >
              {k.label}
            </button>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{current.hint}</p>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-url`}>URL</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder={current.placeholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
      <ChoiceGroup legend="Change types" name="types" options={ALERT_CHANGE_TYPES} labels={TYPE_LABELS} value={types} onChange={setTypes} />
      <ChoiceGroup legend="Importance" name="importances" options={ALERT_IMPORTANCES} labels={IMPORTANCE_LABELS} value={importances} onChange={setImportances} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending}>
          Add endpoint
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
