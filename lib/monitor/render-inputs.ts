/**
 * Whether a page built by scripts needs rendering again. A rendering is a function of what the page
 * is built from: its own HTML and what its last render loaded (scripts, data requests, frames:
 * lib/scan/browser/inputs.ts). When its HTML answered as last time and every one of those answers
 * as last time too (304, or the same body), rendering it again would show the same page, so the last
 * rendering stands: a few conditional requests instead of a browser render.
 *
 * What this cannot see, content made up from the clock or at random, is caught by rendering every
 * such page at least once a day (FULL_CHECK_MS), like the daily full fetch of a page whose server
 * answers 304 whatever happens. A page whose inputs cannot be asked for again as they were (a
 * POST, a WebSocket, more than MAX_RENDER_INPUTS) is rendered every time.
 */
import { safeFetch, type SafeFetchOptions } from "@/lib/scan/fetch";
import type { RenderInput } from "@/lib/scan/browser/inputs";
import { bodyHash, FULL_CHECK_MS } from "./page-cache";

export interface StoredInput extends RenderInput {
  /** sha256 of its body, once a re-scan has read it in full; null until then. */
  hash: string | null;
}

/** Kept with the page (monitored_pages.render_state). */
export interface RenderState {
  /** When the page was last rendered (ISO). */
  at: string;
  inputs: StoredInput[];
}

/**
 * The state to keep after a render: the inputs it loaded, with the hashes a check read just before
 * for the same address and validators. Null when its inputs cannot be asked for again.
 */
export function renderStateAfter(inputs: RenderInput[] | null, known: StoredInput[] = []): RenderState | null {
  if (!inputs) return null;
  return {
    at: new Date().toISOString(),
    inputs: inputs.map((i) => {
      const k = known.find((x) => x.url === i.url && x.etag === i.etag && x.lastModified === i.lastModified);
      return { ...i, hash: k?.hash ?? null };
    }),
  };
}

export type InputFetchOptions = Pick<SafeFetchOptions, "allowedPrivateHosts" | "timeoutMs" | "signal" | "userAgent" | "backoff">;

/**
 * Asks for each input again (conditionally). `stands`: the last rendering is less than a day old
 * and every input answered as it did then. `state`: what to keep, with the hashes learnt on the way
 * (an input without validators is known by its hash from the second check on).
 */
export async function lastRenderStands(state: RenderState | null, opts: InputFetchOptions): Promise<{ stands: boolean; state: RenderState | null }> {
  if (!state || !(Date.now() - Date.parse(state.at) < FULL_CHECK_MS)) return { stands: false, state };
  const checked = await Promise.all(
    state.inputs.map(async (input): Promise<{ same: boolean; input: StoredInput }> => {
      try {
        // As the browser asked for it: no robots.txt check for a page's own scripts and data.
        const res = await safeFetch(input.url, { ...opts, accept: "*/*", etag: input.etag ?? undefined, lastModified: input.lastModified ?? undefined });
        if (res.notModified) return { same: true, input };
        const hash = bodyHash(res.body);
        return { same: hash === input.hash, input: { url: input.url, etag: res.etag ?? null, lastModified: res.lastModified ?? null, hash } };
      } catch {
        return { same: false, input };
      }
    }),
  );
  return { stands: checked.every((c) => c.same), state: { at: state.at, inputs: checked.map((c) => c.input) } };
}
