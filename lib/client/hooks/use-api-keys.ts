"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/api";
import type { apiKeySchema, createdApiKeySchema } from "@/lib/api-keys/schemas";

/** GET /api/api-keys item (spec §3 API key). */
export type ApiKey = z.infer<typeof apiKeySchema>;
/** POST /api/api-keys: the full key is in this response only. */
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const API_KEYS_KEY = ["api-keys"] as const;

export function useApiKeys() {
  return useQuery({ queryKey: API_KEYS_KEY, queryFn: () => api<ApiKey[]>("/api/api-keys"), staleTime: 60_000 });
}

export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<CreatedApiKey>("/api/api-keys", { method: "POST", json: { name } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

export function useDeleteApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: boolean }>(`/api/api-keys/${id}`, { method: "DELETE" }),
    onSuccess: (_r, id) => qc.setQueryData<ApiKey[]>(API_KEYS_KEY, (list) => list?.filter((k) => k.id !== id)),
    onSettled: () => void qc.invalidateQueries({ queryKey: API_KEYS_KEY }),
  });
}

/** Copies text; falls back to a hidden textarea where the async clipboard API is unavailable. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* permission denied: try the fallback */
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy failed");
}
