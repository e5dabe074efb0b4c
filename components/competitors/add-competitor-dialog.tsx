"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiClientError } from "@/lib/client/api";
import type { CreatedCompetitor } from "@/lib/client/hooks/use-competitors";
import { useCreateCompetitor } from "@/lib/client/hooks/use-competitor-actions";
import { slotUsage, useSubscription } from "@/lib/client/hooks/use-subscription";
import { isPlanId, planLimitMessage, type CheckFrequency } from "@/lib/billing/plans";
import { domainMessage, normalizeDomain, siteUrl } from "@/lib/competitors/schemas";
import { atPlanLimit } from "./display-rules";
import { FrequencySelect, defaultFrequency } from "./frequency-select";

interface AddCompetitorDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens with 'This is my product (baseline)' ticked (Get Started, ?setup=baseline). */
  baseline: boolean;
  /** A baseline exists already: the box cannot be ticked. */
  hasBaseline: boolean;
  /** Non-baseline competitors the user has (for the plan-limit check). */
  competitorCount: number;
  /** The plan limit is reached: only the baseline can be added (the box stays ticked). */
  competitorBlocked?: boolean;
  onCreated: (created: CreatedCompetitor) => void;
}

/** Add Competitor / Set Your Baseline (spec §2, §5). */
export function AddCompetitorDialog({ open, onOpenChange, baseline, hasBaseline, competitorCount, competitorBlocked = false, onCreated }: AddCompetitorDialogProps) {
  // The form mounts per opening, so every opening starts empty.
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md" data-testid="add-competitor-dialog">
        {open ? (
          <AddCompetitorForm
            initialBaseline={(baseline || competitorBlocked) && !hasBaseline}
            hasBaseline={hasBaseline}
            competitorBlocked={competitorBlocked}
            competitorCount={competitorCount}
            onCancel={() => onOpenChange(false)}
            onCreated={onCreated}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  initialBaseline: boolean;
  hasBaseline: boolean;
  competitorBlocked: boolean;
  competitorCount: number;
  onCancel: () => void;
  onCreated: (created: CreatedCompetitor) => void;
}

/** The form's fields and its submit: required fields, the domain, the plan limit, then the create. */
function useAddCompetitorForm({ initialBaseline, competitorCount, onCreated }: Pick<FormProps, "initialBaseline" | "competitorCount" | "onCreated">) {
  const router = useRouter();
  const createCompetitor = useCreateCompetitor();
  const { data: sub } = useSubscription();
  const plan = isPlanId(sub?.plan) ? sub.plan : null;
  const [isBaseline, setIsBaseline] = useState(initialBaseline);
  const [name, setName] = useState("");
  const [domain, setDomain] = useState("");
  const [frequency, setFrequency] = useState<CheckFrequency | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const effectiveFrequency = frequency ?? defaultFrequency(plan);

  const blockAtLimit = (limit: number) => {
    toast.error(planLimitMessage(limit));
    router.push("/pricing");
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim() || !domain.trim()) return setError("Please fill in all required fields");
    const normalized = normalizeDomain(domain);
    if (!normalized) return setError(domainMessage());
    if (!isBaseline && sub) {
      const { limit } = slotUsage(sub);
      if (sub.canAddMore === false || atPlanLimit(sub.plan, competitorCount, limit)) return blockAtLimit(limit);
    }
    setError(null);
    setBusy(true);
    try {
      const created = await createCompetitor({
        name: name.trim(),
        url: siteUrl(domain, normalized),
        checkFrequency: effectiveFrequency,
        type: isBaseline ? "baseline" : "competitor",
        metadata: { domain: normalized },
      });
      onCreated(created);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiClientError && err.code === "plan_limit") {
        toast.error(err.message);
        router.push("/pricing");
        return;
      }
      const message = err instanceof Error ? err.message : String(err);
      setError(message);
      toast.error(`Failed to add competitor: ${message}`);
    }
  };

  return { plan, isBaseline, setIsBaseline, name, setName, domain, setDomain, effectiveFrequency, setFrequency, error, busy, submit };
}

/** 'This is my product (baseline)': one baseline per user; the only choice when the competitor slots are full. */
function BaselineField({ id, hintId, checked, onChange, disabled, hasBaseline, competitorBlocked }: {
  id: string;
  hintId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  hasBaseline: boolean;
  competitorBlocked: boolean;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox id={id} checked={checked} disabled={disabled} onCheckedChange={(v) => onChange(v === true)} aria-describedby={hintId} />
        <Label htmlFor={id} className="font-normal">
          This is my product (baseline)
        </Label>
      </div>
      <p id={hintId} className="pl-6 text-xs text-muted-foreground">
        Only one baseline is allowed{hasBaseline ? " and yours is already set." : "."}
      </p>
      {competitorBlocked && !hasBaseline ? (
        <p className="pl-6 text-xs text-muted-foreground" data-testid="baseline-only-note">
          Your plan&apos;s competitor slots are full, but your own product doesn&apos;t use one.
        </p>
      ) : null}
    </div>
  );
}

function AddCompetitorForm({ initialBaseline, hasBaseline, competitorBlocked, competitorCount, onCancel, onCreated }: FormProps) {
  const ids = { name: useId(), domain: useId(), frequency: useId(), baseline: useId(), hint: useId(), error: useId() };
  const { plan, isBaseline, setIsBaseline, name, setName, domain, setDomain, effectiveFrequency, setFrequency, error, busy, submit } = useAddCompetitorForm({ initialBaseline, competitorCount, onCreated });

  const title = isBaseline ? "Set Your Baseline" : "Add Competitor";
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {isBaseline
            ? "Your own product: the reference point every competitor is compared against."
            : "We scan the site now, then on the schedule you choose."}
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.name}>{isBaseline ? "Product name" : "Competitor name"}</Label>
          <Input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} placeholder={isBaseline ? "Acme Analytics" : "Globex"} autoComplete="organization" autoFocus aria-invalid={Boolean(error) && !name.trim()} aria-describedby={error ? ids.error : undefined} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.domain}>Domain</Label>
          <Input id={ids.domain} value={domain} onChange={(e) => setDomain(e.target.value)} placeholder={isBaseline ? "yourcompany.com" : "competitor.com"} inputMode="url" autoCapitalize="none" spellCheck={false} aria-invalid={Boolean(error) && (!domain.trim() || error === domainMessage())} aria-describedby={error ? ids.error : undefined} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.frequency}>Check frequency</Label>
          <FrequencySelect id={ids.frequency} value={effectiveFrequency} onChange={setFrequency} plan={plan} />
        </div>
        <BaselineField id={ids.baseline} hintId={ids.hint} checked={isBaseline} onChange={setIsBaseline} disabled={hasBaseline || competitorBlocked || busy} hasBaseline={hasBaseline} competitorBlocked={competitorBlocked} />
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
            {isBaseline ? "Set Baseline" : "Add Competitor"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
