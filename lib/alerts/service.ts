import type { Db } from "@/db/client";
import { countEndpoints, deleteEndpoint, getEndpoint, insertDelivery, insertEndpoint, listDeliveries, listEndpoints, setEndpointEnabled, type AlertDeliveryRow, type EndpointWithLast } from "@/db/queries/alerts";
import { listNotifications, type NotificationChannel } from "@/db/queries/notifications";
import { hasFeature } from "@/lib/billing/limits";
import { env } from "@/lib/env";
import { attemptDelivery } from "./deliver";
import { alertBody, sampleChange, testEventId } from "./payload";
import { MAX_ENDPOINTS, type CreateEndpointBody, type DeliveryDto, type EndpointDto } from "./schemas";
import { newEndpointSecret } from "./sign";
import { assertAlertTarget } from "./target";
import { notificationDto } from "./notifications";
import { ConflictError, NotAllowedError, NotFoundError } from "@/lib/errors";

export const ALERTS_PLAN_MESSAGE = "Webhook and Slack alerts are not available on the Free plan. Upgrade to Pro to use them.";

/** A Slack URL's path is its credential: only its start is shown back. */
function shownUrl(kind: string, url: string): string {
  if (kind !== "slack") return url;
  const u = new URL(url);
  const parts = u.pathname.split("/").filter(Boolean);
  return `${u.origin}/${parts.slice(0, 2).join("/")}/…`;
}

export function endpointDto(e: Omit<EndpointWithLast, "lastStatus" | "lastAt"> & Partial<Pick<EndpointWithLast, "lastStatus" | "lastAt">>): EndpointDto {
  return {
    id: e.id,
    kind: e.kind === "slack" ? "slack" : "webhook",
    url: shownUrl(e.kind, e.url),
    types: e.types,
    importances: e.importances,
    enabled: e.enabled,
    createdAt: e.createdAt.toISOString(),
    lastDelivery: e.lastStatus && e.lastAt ? { status: (e.lastStatus === "sending" ? "pending" : e.lastStatus) as "pending" | "delivered" | "failed", at: e.lastAt.toISOString() } : null,
  };
}

export function deliveryDto(d: AlertDeliveryRow): DeliveryDto {
  return {
    id: d.id,
    eventId: d.eventId,
    type: d.type === "test" ? "test" : "change.created",
    changeId: d.changeId,
    // 'sending' (an attempt in flight) is still pending to the user.
    status: (d.status === "sending" ? "pending" : d.status) as DeliveryDto["status"],
    attempts: d.attempts,
    responseCode: d.responseCode,
    error: d.error,
    createdAt: d.createdAt.toISOString(),
    lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
  };
}

/**
 * Adds an endpoint after the plan gate, the per-user cap and the address policy (400 with the
 * reason; nothing stored). Answers the secret once.
 */
export async function createEndpoint(db: Db, userId: string, body: CreateEndpointBody): Promise<EndpointDto & { secret: string }> {
  if (!(await hasFeature(db, userId, "emailAlerts"))) throw new NotAllowedError(ALERTS_PLAN_MESSAGE);
  const url = await assertAlertTarget(body.url, body.kind);
  if ((await countEndpoints(db, { userId })) >= MAX_ENDPOINTS) throw new ConflictError(`You can have at most ${MAX_ENDPOINTS} alert endpoints. Delete one to add another.`);
  const secret = newEndpointSecret();
  const row = await insertEndpoint(db, { userId, kind: body.kind, url, secret, types: [...new Set(body.types ?? [])], importances: [...new Set(body.importances ?? [])] });
  return { ...endpointDto(row), secret };
}

/** Sends a `test` event now (one attempt, in the log like any delivery) and answers its outcome. */
export async function sendTestAlert(db: Db, userId: string, endpointId: string): Promise<DeliveryDto> {
  const endpoint = await getEndpoint(db, { userId, id: endpointId });
  if (!endpoint) throw new NotFoundError("Endpoint");
  if (!(await hasFeature(db, userId, "emailAlerts"))) throw new NotAllowedError(ALERTS_PLAN_MESSAGE);
  const eventId = testEventId();
  const appUrl = env().APP_URL;
  const body = alertBody(endpoint.kind === "slack" ? "slack" : "webhook", { id: eventId, type: "test", change: sampleChange(appUrl), appUrl });
  const delivery = await insertDelivery(db, { userId, endpointId, eventId, type: "test", changeId: null, body });
  if (!delivery) throw new ConflictError("A test with this id was already sent; try again.");
  const { row } = await attemptDelivery(db, delivery, endpoint, true);
  return deliveryDto(row ?? delivery);
}

export async function listEndpointsOf(db: Db, userId: string): Promise<EndpointDto[]> {
  return (await listEndpoints(db, { userId })).map(endpointDto);
}

/** Turns an endpoint on or off. */
export async function enableEndpoint(db: Db, userId: string, id: string, enabled: boolean): Promise<EndpointDto> {
  const row = await setEndpointEnabled(db, { userId, id, enabled });
  if (!row) throw new NotFoundError("Endpoint");
  return endpointDto(row);
}

/** Deletes an endpoint and its delivery log; pending retries stop. */
export async function removeEndpoint(db: Db, userId: string, id: string) {
  if (!(await deleteEndpoint(db, { userId, id }))) throw new NotFoundError("Endpoint");
  return { id, deleted: true as const };
}

/** One page of an endpoint's delivery log, newest first, and its length. */
export async function deliveriesOf(db: Db, userId: string, endpointId: string, page: { limit: number; offset: number }) {
  if (!(await getEndpoint(db, { userId, id: endpointId }))) throw new NotFoundError("Endpoint");
  const { rows, total } = await listDeliveries(db, { userId, endpointId, limit: page.limit, offset: page.offset });
  return { deliveries: rows.map(deliveryDto), total };
}

/** One page of every alert on record (live, e-mail, webhook, Slack), newest first, and how many there are. */
export async function notificationsOf(db: Db, userId: string, query: { channel?: NotificationChannel; limit: number; offset: number }) {
  const { rows, total } = await listNotifications(db, { userId, channel: query.channel, limit: query.limit, offset: query.offset });
  return { notifications: rows.map(notificationDto), total };
}
