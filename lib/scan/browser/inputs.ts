/**
 * What a render built the page from, besides the page's own HTML: the scripts, the data requests
 * (fetch, XHR) and the frames it loaded, each with the validators it came with. A re-scan asks for
 * them again with conditional requests; when none changed, the page's last rendering still stands
 * (lib/monitor/render-inputs.ts). Stylesheets, images, fonts and media are left out: they
 * change how the page looks, not what it says (screenshots are taken anew at least once a day).
 */
import type { HTTPRequest, HTTPResponse } from "puppeteer-core";

export interface RenderInput {
  url: string;
  etag: string | null;
  lastModified: string | null;
}

/** More inputs than this and the page is simply rendered every time. */
export const MAX_RENDER_INPUTS = 24;

const INPUT_TYPES = new Set(["script", "xhr", "fetch", "document"]);
/** Pushed content: never the same thing twice, nothing to ask again. */
const LIVE_TYPES = new Set(["websocket", "eventsource"]);

export interface InputRecorder {
  request(req: HTTPRequest): void;
  response(res: HTTPResponse): void;
  /** The inputs, or null when they cannot all be asked again as they were (see RenderResult.inputs). */
  result(): RenderInput[] | null;
}

/** Records one render's inputs; `pageUrl` (the page itself, and where it redirected) is not one. */
export function recordInputs(pageUrl: string): InputRecorder {
  const inputs = new Map<string, RenderInput>();
  const pageUrls = new Set([pageUrl]);
  let replayable = true;
  const isPage = (req: HTTPRequest) => req.isNavigationRequest() && req.frame()?.parentFrame() === null;
  return {
    request(req) {
      const type = req.resourceType();
      if (LIVE_TYPES.has(type)) replayable = false;
      else if (INPUT_TYPES.has(type) && req.method() !== "GET" && !isPage(req)) replayable = false;
    },
    response(res) {
      const req = res.request();
      const type = req.resourceType();
      const url = res.url();
      if (!INPUT_TYPES.has(type) || url.startsWith("data:") || url.startsWith("blob:")) return;
      if (isPage(req)) {
        pageUrls.add(url);
        return;
      }
      // A redirect or a failure would have to be asked again the same way and compared: rare
      // enough that such a page is simply rendered every time.
      if (res.status() < 200 || res.status() >= 300) {
        replayable = false;
        return;
      }
      const headers = res.headers();
      inputs.set(url, { url, etag: headers.etag ?? null, lastModified: headers["last-modified"] ?? null });
    },
    result() {
      if (!replayable || inputs.size > MAX_RENDER_INPUTS) return null;
      return [...inputs.values()].filter((i) => !pageUrls.has(i.url));
    },
  };
}
