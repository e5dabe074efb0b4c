import { z } from "zod";
import type { UserRow } from "@/db/queries/users";

/** Profile name rule of spec §5, shared by the settings form and the PUT handler. */
export const PROFILE_NAME_MAX = 100;
export const profileName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`);

export const PREFERENCE_FIELDS = ["changeAlerts", "weeklyDigest", "productUpdates"] as const;
export type PreferenceField = (typeof PREFERENCE_FIELDS)[number];

const UPDATABLE = ["name", ...PREFERENCE_FIELDS] as const;

/** PUT /api/user/profile: exactly one of name, changeAlerts, weeklyDigest or productUpdates. */
export const profileUpdateBody = z
  .object({
    name: profileName.optional(),
    changeAlerts: z.boolean().optional(),
    weeklyDigest: z.boolean().optional(),
    productUpdates: z.boolean().optional(),
  })
  .strict()
  .refine((v) => UPDATABLE.filter((k) => v[k] !== undefined).length === 1, {
    message: `Send exactly one of ${UPDATABLE.join(", ")}`,
  });

export type ProfileUpdate = z.infer<typeof profileUpdateBody>;

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  changeAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  productUpdates: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;

/** The profile as the API shows it: no internal columns (hashes, token versions) leave the server. */
export function toProfile(u: UserRow): Profile {
  return profileSchema.parse({
    name: u.name,
    email: u.email,
    emailVerified: u.emailVerifiedAt !== null,
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
    changeAlerts: u.changeAlerts,
    weeklyDigest: u.weeklyDigest,
    productUpdates: u.productUpdates,
  });
}
