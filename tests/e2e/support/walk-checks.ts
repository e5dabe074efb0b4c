import { expect, type Page, type Response } from "@playwright/test";

/**
 * What the walk test (tests/e2e/walk.spec.ts) holds every screen to: no console error, no failed
 * request, no horizontal overflow, nothing over the sticky header, and no text cut off mid-word.
 */

/** A response an error status is expected from, with the reason (the specification's own outcomes). */
interface Expected4xx {
  url: RegExp;
  status: number;
  why: string;
}

interface Problem {
  screen: string;
  text: string;
}

/**
 * Error answers the product gives by design: the 404 page of an unknown path, and the psychology
 * call's 404 for a competitor with no analysis yet (spec §2: 404 → 'No psychology analysis available
 * yet'). The browser logs each as a console error too. Any screen may see them (a call a screen started
 * can answer after the next one opened).
 */
const BY_DESIGN: Expected4xx[] = [
  { url: /\/no-such-page$/, status: 404, why: "the 404 page answers 404" },
  { url: /\/api\/psychology\/[0-9a-f-]+$/, status: 404, why: "spec §2: 404 means no psychology analysis yet" },
];

/** Collects console errors, page errors and failed requests, with the screen they happened on. */
export class PageWatch {
  private problems: Problem[] = [];
  screen = "start";

  constructor(private page: Page) {
    const appOrigin = () => new URL(page.url()).origin;
    // A competitor's own favicon is an image from its site: when the site does not answer, the card
    // shows the initial instead. The product cannot vouch for other sites, so only its own requests count.
    const competitorImage = (url: string, type?: string) => (!type || type === "image") && /\/favicon\.ico$/.test(url) && !url.startsWith(appOrigin());
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const url = msg.location()?.url ?? "";
      if (/^Failed to load resource/.test(msg.text()) && (byDesign(url, msg.text()) || competitorImage(url))) return;
      this.add(`console error: ${msg.text()}${url ? ` (${url})` : ""}`);
    });
    page.on("pageerror", (err) => this.add(`uncaught exception: ${err.message}`));
    page.on("requestfailed", (req) => {
      const failure = req.failure()?.errorText ?? "failed";
      // A navigation cancels what the page left open (the live streams, prefetches): not a failure.
      if (failure === "net::ERR_ABORTED" || competitorImage(req.url(), req.resourceType())) return;
      this.add(`request failed: ${req.method()} ${req.url()} (${failure})`);
    });
    page.on("response", (res) => this.onResponse(res));
  }

  private onResponse(res: Response) {
    if (res.status() < 400 || BY_DESIGN.some((e) => e.status === res.status() && e.url.test(res.url()))) return;
    this.add(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  }

  add(text: string) {
    this.problems.push({ screen: this.screen, text });
  }

  report(): string[] {
    return this.problems.map((p) => `[${p.screen}] ${p.text}`);
  }
}

function byDesign(url: string, text: string): boolean {
  const status = Number(/status of (\d{3})/.exec(text)?.[1] ?? 0);
  return BY_DESIGN.some((e) => e.status === status && e.url.test(url));
}

/** Waits until the screen shows no spinner and no skeleton: the real state, not a guess in time. */
export async function settled(page: Page) {
  await expect(page.locator('[data-slot="spinner"]:visible, [data-slot="skeleton"]:visible')).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Layout problems of the screen as it is: the page wider than the viewport, elements over the sticky
 * header (at the top, and scrolled), and text clipped without an ellipsis.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    const say = (el: Element) => {
      const tid = el.getAttribute("data-testid");
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 70);
      return `<${el.tagName.toLowerCase()}${tid ? ` data-testid="${tid}"` : ""}${el.id ? `#${el.id}` : ""}> "${text}"`;
    };
    // Visually hidden on purpose (sr-only: a 1 px box clipped to nothing), itself or inside such a box.
    const srOnly = (el: Element) => {
      for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        if (cs.clip === "rect(0px, 0px, 0px, 0px)" || cs.clipPath === "inset(50%)" || (cs.position === "absolute" && (r.width <= 1 || r.height <= 1))) return true;
      }
      return false;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && Number(cs.opacity) > 0 && !srOnly(el);
    };
    // What a reader sees: text, images and controls (an empty decorative box may pass under the header).
    const content = (el: Element) =>
      /^(img|svg|video|canvas|input|select|textarea|button)$/i.test(el.tagName) || Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? "").trim());
    const clippedByAncestor = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    const all = Array.from(document.body.querySelectorAll("*"));
    const doc = document.documentElement;
    const vw = doc.clientWidth;

    // 1. Horizontal overflow: the outermost elements reaching past the right edge.
    if (doc.scrollWidth > vw + 1) {
      const wide = all.filter((el) => shown(el) && el.getBoundingClientRect().right > vw + 1 && !clippedByAncestor(el));
      const outer = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el) && o !== document.body)).slice(0, 3);
      out.push(`horizontal overflow: ${doc.scrollWidth}px of content in a ${vw}px viewport: ${outer.map(say).join("; ")}`);
    }

    // 2. Elements over the sticky header.
    const header = Array.from(document.querySelectorAll("header")).find((h) => ["sticky", "fixed"].includes(getComputedStyle(h).position) && shown(h));
    if (header) {
      window.scrollTo(0, 0);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const hr = header.getBoundingClientRect();
      const inPortal = (el: Element) => el.closest("[data-sonner-toaster], [role=dialog], [role=alertdialog], [data-radix-popper-content-wrapper]");
      for (const el of all) {
        if (header.contains(el) || el.contains(header) || inPortal(el) || !shown(el)) continue;
        if (!content(el)) continue;
        const r = el.getBoundingClientRect();
        const w = Math.min(r.right, hr.right) - Math.max(r.left, hr.left);
        const h = Math.min(r.bottom, hr.bottom) - Math.max(r.top, hr.top);
        if (w > 2 && h > 2 && getComputedStyle(el).position !== "fixed") out.push(`under the header at the top of the page: ${say(el)}`);
      }
      // Scrolled: what shows in the header's place must be the header.
      if (doc.scrollHeight > window.innerHeight + 200) {
        window.scrollTo(0, 400);
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        const top = header.getBoundingClientRect();
        for (let i = 1; i < 10; i += 1) {
          const x = top.left + (top.width * i) / 10;
          const y = top.top + top.height / 2;
          const hit = document.elementFromPoint(x, y);
          if (hit && !header.contains(hit) && !inPortal(hit)) out.push(`drawn over the header when scrolled (x=${Math.round(x)}): ${say(hit)}`);
        }
        window.scrollTo(0, 0);
      }
    }

    // 3. Text cut off: clipped (overflow hidden or clip), wider than its box, and no ellipsis by design.
    for (const el of all) {
      const cs = getComputedStyle(el);
      if (cs.overflowX !== "hidden" && cs.overflowX !== "clip") continue;
      if (el.scrollWidth <= el.clientWidth + 1 || el.clientWidth <= 2 || !shown(el)) continue;
      if (cs.textOverflow === "ellipsis" || (cs.webkitLineClamp && cs.webkitLineClamp !== "none")) continue;
      if (cs.position === "absolute" && el.clientWidth <= 2) continue; // visually hidden (sr-only)
      if (!(el.textContent ?? "").trim()) continue;
      out.push(`text cut off (${el.scrollWidth}px of text in ${el.clientWidth}px, no ellipsis): ${say(el)}`);
    }
    return Array.from(new Set(out));
  });
}
