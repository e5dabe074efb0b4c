"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CHECK_FREQUENCIES, PLANS, frequencyAllowed, type CheckFrequency, type PlanId } from "@/lib/billing/plans";
import { frequencyText } from "./display-rules";

/** 1d by default (spec §5), or the plan's most frequent allowed check when 1d is not allowed. */
export function defaultFrequency(plan: PlanId | null): CheckFrequency {
  if (!plan || frequencyAllowed(plan, "1d")) return "1d";
  return PLANS[plan].minFrequency;
}

/** Check frequency: Every hour / 6 hours / 12 hours / day / week; faster than the plan allows is disabled. */
export function FrequencySelect({ id, value, onChange, plan, disabled }: { id: string; value: CheckFrequency; onChange: (f: CheckFrequency) => void; plan: PlanId | null; disabled?: boolean }) {
  const allowed = (f: CheckFrequency) => !plan || frequencyAllowed(plan, f);
  return (
    <Select value={value} onValueChange={(v) => onChange(v as CheckFrequency)} disabled={disabled}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {CHECK_FREQUENCIES.map((f) => (
          <SelectItem key={f} value={f} disabled={!allowed(f)}>
            {frequencyText(f)}
            {allowed(f) ? null : " (upgrade)"}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
