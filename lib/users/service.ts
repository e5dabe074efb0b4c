import type { Db } from "@/db/client";
import { updateProfile } from "@/db/queries/users";
import { NotFoundError } from "@/lib/errors";
import { toProfile, type Profile, type ProfileUpdate } from "./schemas";

/** Changes one field of the profile (the name or one notification preference) and answers the profile. */
export async function editProfile(db: Db, userId: string, update: ProfileUpdate): Promise<Profile> {
  const updated = await updateProfile(db, { userId, ...update });
  if (!updated) throw new NotFoundError("User");
  return toProfile(updated);
}
