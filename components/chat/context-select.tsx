"use client";

import { useQuery } from "@tanstack/react-query";
import { Target } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { api } from "@/lib/client/api";

export interface CompetitorOption { id: string; name: string }

export const ALL = "all";

/** GET /api/competitors?fields=minimal (id, name); cached like the other competitor queries. */
export function useCompetitorOptions() {
  return useQuery({
    queryKey: ["competitors", "minimal"],
    queryFn: () => api<CompetitorOption[]>("/api/competitors?fields=minimal"),
    staleTime: 5 * 60_000,
    gcTime: 30 * 60_000,
    refetchOnWindowFocus: false,
  });
}

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
