import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { env } from "@/lib/env";
import { getCompetitor } from "@/db/queries/competitors";
import { NotFoundError } from "@/lib/errors";

const screenshotParams = z.object({
  id: z.string().uuid({ message: "Not a valid id" }),
  name: z.string().regex(/^[a-z0-9-]+\.png$/, "Not a valid screenshot name"),
});

/** A stored page screenshot of the caller's own competitor (files under DATA_DIR/screenshots/<id>/). */
export const GET = withAuth({ params: screenshotParams }, async ({ db, auth, params }) => {
  const competitor = await getCompetitor(db, { userId: auth.user.id, id: params.id });
  if (!competitor) throw new NotFoundError("Screenshot");
  const dir = path.join(env().DATA_DIR, "screenshots", competitor.id);
  const file = path.join(dir, params.name);
  if (path.dirname(file) !== dir) throw new NotFoundError("Screenshot");
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(file);
  } catch {
    throw new NotFoundError("Screenshot");
  }
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      "content-type": "image/png",
      "content-length": String(bytes.length),
      "cache-control": "private, max-age=300",
      "x-content-type-options": "nosniff",
    },
  });
});
