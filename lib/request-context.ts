import { AsyncLocalStorage } from "node:async_hooks";

/** What the server knows about the request being handled, wherever in its async call tree the code runs. */
export interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (and everything it awaits or schedules) as part of one request. */
export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** The id of the request being handled, or undefined outside a request (jobs, start-up). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
