"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/client/api";
import type { Pagination } from "@/lib/api/pagination";
import type { CreateEndpointBody, DeliveryDto, EndpointDto, createdEndpointSchema } from "@/lib/alerts/schemas";

export type AlertEndpoint = EndpointDto;
export type CreatedAlertEndpoint = z.infer<typeof createdEndpointSchema>;
export type AlertDelivery = DeliveryDto;

const ENDPOINTS_KEY = ["alert-endpoints"] as const;
const deliveriesKey = (id: string) => ["alert-endpoints", id, "deliveries"] as const;

export function useAlertEndpoints() {
  return useQuery({ queryKey: ENDPOINTS_KEY, queryFn: () => api<AlertEndpoint[]>("/api/alerts/webhooks"), staleTime: 30_000 });
}

export function useCreateAlertEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateEndpointBody) => api<CreatedAlertEndpoint>("/api/alerts/webhooks", { method: "POST", json: body }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

export function useToggleAlertEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => api<AlertEndpoint>(`/api/alerts/webhooks/${id}`, { method: "PATCH", json: { enabled } }),
    onSuccess: (row) => qc.setQueryData<AlertEndpoint[]>(ENDPOINTS_KEY, (list) => list?.map((e) => (e.id === row.id ? { ...e, enabled: row.enabled } : e))),
  });
}

export function useDeleteAlertEndpoint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ id: string; deleted: boolean }>(`/api/alerts/webhooks/${id}`, { method: "DELETE" }),
    onSuccess: (_r, id) => qc.setQueryData<AlertEndpoint[]>(ENDPOINTS_KEY, (list) => list?.filter((e) => e.id !== id)),
    onSettled: () => void qc.invalidateQueries({ queryKey: ENDPOINTS_KEY }),
  });
}

export function useSendTestAlert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<AlertDelivery>(`/api/alerts/webhooks/${id}/test`, { method: "POST" }),
    onSettled: (_r, _e, id) => {
      void qc.invalidateQueries({ queryKey: deliveriesKey(id) });
      void qc.invalidateQueries({ queryKey: ENDPOINTS_KEY });
    },
  });
}

export function useAlertDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: () => api<{ data: AlertDelivery[]; pagination: Pagination }>(`/api/alerts/webhooks/${id}/deliveries?limit=20`, { raw: true }),
    enabled,
    // Retries are scheduled by the worker: keep the open log current.
    refetchInterval: 10_000,
  });
}
