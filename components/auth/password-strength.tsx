import { Check, X } from "lucide-react";
import { PASSWORD_RULES, rulesMet, strengthLabel } from "@/lib/auth/password-rules";
import { cn } from "@/lib/utils";

const BAR_COLOURS = ["bg-destructive", "bg-destructive", "bg-warning", "bg-warning", "bg-success", "bg-success"];
const TEXT_COLOURS = ["text-destructive", "text-destructive", "text-warning", "text-warning", "text-success", "text-success"];

/** Live strength meter (label by rules met, spec §5) and the five-rule checklist. */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const met = rulesMet(password);
  const label = strengthLabel(password);
  return (
    <div id={id} className="space-y-3">
      <div>
        <div className="flex gap-1" aria-hidden="true">
          {PASSWORD_RULES.map((rule, i) => (
            <span
              key={rule.id}
              className={cn("h-1.5 flex-1 rounded-full transition-colors", i < met ? BAR_COLOURS[met] : "bg-muted")}
            />
          ))}
        </div>
        <p className="mt-1.5 text-xs text-muted-foreground" aria-live="polite" data-testid="password-strength">
          Password strength: <span className={cn("font-semibold", password && TEXT_COLOURS[met])}>{label}</span>
        </p>
      </div>
      <ul className="grid gap-1.5 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {PASSWORD_RULES.map((rule) => {
          const ok = rule.test(password);
          return (
            <li
              key={rule.id}
              data-rule={rule.id}
              data-met={ok}
              className={cn("flex items-center gap-1.5", ok ? "text-success" : "text-muted-foreground")}
            >
              {ok ? <Check aria-hidden="true" className="size-3.5" /> : <X aria-hidden="true" className="size-3.5" />}
              {rule.label}
              <span className="sr-only">{ok ? "(met)" : "(not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
