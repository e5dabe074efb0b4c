import { NextRequest } from "next/server";
import { errorResponse } from "./respond";
import { withCappedBody } from "./request-guards";
import { withRequestId } from "./with-request-id";

type Handler<C> = (req: NextRequest, ctx: C) => Promise<Response>;

/**
 * A third-party route handler that reads the request body itself (Auth.js, Inngest's serve handler)
 * gets a copy read under MAX_BODY_BYTES instead of the request: a body past the cap, also one sent
 * without Content-Length, answers 413 in the one error shape before the handler buffers it.
 */
export function cappedHandler<C>(handler: Handler<C>, name: string): (req: Request, ctx: C) => Promise<Response> {
  return withRequestId(async (req: Request, ctx: C): Promise<Response> => {
    let copy: NextRequest;
    try {
      copy = new NextRequest(await withCappedBody(req));
    } catch (err) {
      return errorResponse(err, name);
    }
    return handler(copy, ctx);
  });
}
