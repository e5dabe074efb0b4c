import { z } from "zod";
import { pageQuery } from "@/lib/api/schemas";

/** The change types an endpoint can filter on (the detector's types; kept literal so forms in the browser load no server module). */
export const ALERT_CHANGE_TYPES = ["pricing", "feature", "integration", "content", "structure", "design", "visual", "other"] as const;
export const ALERT_IMPORTANCES = ["low", "medium", "high"] as const;
export const ENDPOINT_KINDS = ["webhook", "slack"] as const;
/** Endpoints per user. */
export const MAX_ENDPOINTS = 10;

export const createEndpointBody = z.object({
  url: z.string({ message: "url is required" }).trim().min(1, "url is required").max(2000, "The URL is longer than 2000 characters"),
  kind: z.enum(ENDPOINT_KINDS, { message: "kind must be 'webhook' or 'slack'" }),
  types: z.array(z.enum(ALERT_CHANGE_TYPES, { message: `types may only hold ${ALERT_CHANGE_TYPES.join(", ")}` })).max(20).optional(),
  importances: z.array(z.enum(ALERT_IMPORTANCES, { message: "importances may only hold low, medium, high" })).max(3).optional(),
});
export type CreateEndpointBody = z.infer<typeof createEndpointBody>;

export const updateEndpointBody = z.object({ enabled: z.boolean({ message: "enabled must be true or false" }) });

export const endpointSchema = z.object({
  id: z.string().uuid(),
  kind: z.enum(ENDPOINT_KINDS),
  url: z.string().meta({ description: "The target URL (a Slack URL is shown with its secret path hidden)" }),
  types: z.array(z.string()).meta({ description: "Change types sent; empty means all" }),
  importances: z.array(z.string()).meta({ description: "Importances sent; empty means all" }),
  enabled: z.boolean(),
  createdAt: z.iso.datetime(),
  lastDelivery: z.object({ status: z.enum(["pending", "delivered", "failed"]), at: z.iso.datetime() }).nullable(),
});
export type EndpointDto = z.infer<typeof endpointSchema>;

export const createdEndpointSchema = endpointSchema.extend({
  secret: z.string().meta({ description: "The signing secret, shown only in this answer" }),
});

export const deliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  type: z.enum(["change.created", "test"]),
  changeId: z.string().uuid().nullable(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type DeliveryDto = z.infer<typeof deliverySchema>;

export const listDeliveriesQuery = pageQuery(1_000_000);

export const NOTIFICATION_CHANNELS = ["live", "email", "webhook", "slack"] as const;

/** One alert on record, whatever carried it. */
export const notificationSchema = z.object({
  id: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  title: z.string().meta({ description: "What the alert said" }),
  competitorName: z.string().nullable(),
  changeId: z.string().uuid().nullable(),
  link: z.string().meta({ description: "Where the change can be seen in the app" }),
  status: z.enum(["delivered", "failed", "pending"]),
  detail: z.string().nullable().meta({ description: "Why it failed, or where it went" }),
  at: z.iso.datetime(),
});
export type NotificationDto = z.infer<typeof notificationSchema>;

export const listNotificationsQuery = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
  ...pageQuery(1_000_000).shape,
});
