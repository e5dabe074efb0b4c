import { z } from "zod";
import { withAuth } from "@/lib/api/with-auth";
import { idParams } from "@/lib/api/schemas";
import { screenshotOf } from "@/lib/competitors/service";

const screenshotParams = idParams.extend({
  name: z.string().regex(/^[a-z0-9-]+\.png$/, "Not a valid screenshot name"),
});

/** A stored page screenshot of the caller's own competitor (files under DATA_DIR/screenshots/<id>/). */
export const GET = withAuth({ params: screenshotParams }, async ({ db, auth, params }) => {
  const bytes = await screenshotOf(db, auth.user.id, params.id, params.name);
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
