"use client";

import { Target } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { CompetitorOption } from "@/lib/client/hooks/use-competitors";

export const ALL = "all";

/** The 250 px context selector: All Competitors (default) and one option per competitor, plus the 'Focused on' badge. */
export function ContextSelect({ value, onChange, options, focused }: { value: string; onChange: (v: string) => void; options: CompetitorOption[]; focused: CompetitorOption | null }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger className="w-[250px] max-w-full" aria-label="Competitor context" data-testid="chat-context-select">
          <SelectValue placeholder="All Competitors" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>All Competitors</SelectItem>
          {options.map((c) => (
            <SelectItem key={c.id} value={c.id}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {focused ? (
        <Badge variant="secondary" data-testid="chat-focused">
          <Target aria-hidden="true" />
          Focused on {focused.name}
        </Badge>
      ) : null}
    </div>
  );
}
