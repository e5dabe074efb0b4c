"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useCreateCompetitor } from "@/lib/client/hooks/use-competitor-actions";
import type { CreatedCompetitor } from "@/lib/client/hooks/use-competitors";
import { useSubscription } from "@/lib/client/hooks/use-subscription";
import { CHECK_FREQUENCIES, FREQUENCY_LABELS, PLANS, frequencyAllowed, planLimitMessage, type CheckFrequency, type PlanId } from "@/lib/billing/plans";
import { domainMessage, normalizeDomain, siteUrl } from "@/lib/competitors/schemas";

type CompetitorKind = "baseline" | "competitor";

const COPY: Record<CompetitorKind, { title: string; description: string; nameLabel: string; namePlaceholder: string; domainPlaceholder: string; submit: string; busy: string }> = {
  baseline: {
    title: "Set Your Baseline",
    description: "Your own product: the reference point every competitor is compared against.",
    nameLabel: "Product name",
    namePlaceholder: "e.g. Acme Analytics",
    domainPlaceholder: "e.g. yourcompany.com",
    submit: "Set Baseline",
    busy: "Setting up...",
  },
  competitor: {
    title: "Add Competitor",
    description: "Rivalscope scans the site now and then on the schedule you choose.",
    nameLabel: "Competitor name",
    namePlaceholder: "e.g. Globex",
    domainPlaceholder: "e.g. competitor.com",
    submit: "Add Competitor",
    busy: "Adding...",
  },
};

const FREQUENCY_TEXT: Record<CheckFrequency, string> = Object.fromEntries(
  CHECK_FREQUENCIES.map((f) => [f, `Every ${FREQUENCY_LABELS[f]}`]),
) as Record<CheckFrequency, string>;

interface CompetitorDialogProps {
  kind: CompetitorKind;
  open: boolean;
  /** Called after a successful create (the dialog is then closed by the parent). */
  onCreated: (competitor: CreatedCompetitor) => void;
  /** Called when the create fails or the dialog is closed before anything was created. */
  onAbandon: (reason: "failed" | "closed") => void;
}

/** Add Competitor / Set Your Baseline: name, domain and check frequency → POST /api/competitors. */
export function CompetitorDialog({ kind, open, onCreated, onAbandon }: CompetitorDialogProps) {
  const copy = COPY[kind];
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onAbandon("closed"))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
        </DialogHeader>
        {open ? <CompetitorForm kind={kind} onCreated={onCreated} onAbandon={onAbandon} /> : null}
      </DialogContent>
    </Dialog>
  );
}

/** The check frequency select; frequencies the plan does not allow are disabled with '(upgrade)'. */
function FrequencyField({ id, value, onChange, allowed }: { id: string; value: CheckFrequency; onChange: (f: CheckFrequency) => void; allowed: (f: CheckFrequency) => boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Check frequency</Label>
      <Select value={value} onValueChange={(v) => onChange(v as CheckFrequency)}>
        <SelectTrigger id={id} className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {CHECK_FREQUENCIES.map((f) => (
            <SelectItem key={f} value={f} disabled={!allowed(f)}>
              {FREQUENCY_TEXT[f]}
              {allowed(f) ? null : " (upgrade)"}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function CompetitorForm({ kind, onCreated, onAbandon }: Omit<CompetitorDialogProps, "open">) {
  const copy = COPY[kind];
  const ids = { name: useId(), domain: useId(), frequency: useId(), error: useId() };
  const router = useRouter();
  const createCompetitor = useCreateCompetitor();
  const { data: sub } = useSubscription();
  const plan: PlanId = sub?.plan && sub.plan in PLANS ? (sub.plan as PlanId) : "pro";
  const allowed = (f: CheckFrequency) => !sub || frequencyAllowed(plan, f);
  const [name, setName] = useState("");
  const [domain, setDomain] = useState("");
  const [frequency, setFrequency] = useState<CheckFrequency | null>(null);
  const effectiveFrequency: CheckFrequency = frequency ?? (allowed("1d") ? "1d" : PLANS[plan].minFrequency);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !domain.trim()) return setError("Please fill in all required fields");
    const normalized = normalizeDomain(domain);
    if (!normalized) return setError(domainMessage());
    if (kind === "competitor" && sub && sub.plan !== "enterprise" && sub.canAddMore === false) {
      const limit = sub.limits?.competitors.limit ?? sub.usage?.limit ?? PLANS[plan].competitorLimit;
      toast.error(planLimitMessage(limit));
      router.push("/pricing");
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const created = await createCompetitor({ name: name.trim(), url: siteUrl(domain, normalized), checkFrequency: effectiveFrequency, type: kind, metadata: { domain: normalized } });
      onCreated(created);
    } catch (err) {
      toast.error(`Failed to add competitor: ${err instanceof Error ? err.message : String(err)}`);
      setBusy(false);
      if (kind === "baseline") onAbandon("failed");
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>{copy.nameLabel}</Label>
        <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} placeholder={copy.namePlaceholder} autoComplete="organization" required aria-describedby={error ? ids.error : undefined} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.domain}>Domain</Label>
        <Input id={ids.domain} value={domain} onChange={(e) => setDomain(e.target.value)} placeholder={copy.domainPlaceholder} inputMode="url" autoCapitalize="none" spellCheck={false} required aria-describedby={error ? ids.error : undefined} />
      </div>
      <FrequencyField id={ids.frequency} value={effectiveFrequency} onChange={setFrequency} allowed={allowed} />
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {kind === "baseline" ? <p className="text-xs text-muted-foreground">Only one baseline is allowed.</p> : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onAbandon("closed")} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {busy ? copy.busy : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
