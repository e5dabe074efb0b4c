import { buildOpenApi } from "@/lib/api/openapi";
import { routeModules } from "@/app/api/route-index.generated";
import { json } from "@/lib/api/respond";
import { env } from "@/lib/env";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return json(buildOpenApi(routeModules, env().APP_URL));
}
