/**
 * readPassages: a rendered page (the HTML as fetched, or the DOM after its scripts ran) as the passages
 * a person sees, in reading order. Buttons and links are passages of their own (never merged with the
 * text or buttons beside them); a decline option carries the call to action it declines; form controls
 * keep their state; timers drawn one digit per box are one passage. Hidden elements are skipped, except
 * pop-ups (an exit-intent offer is hidden until it shows). Navigation, footers and cookie banners are
 * kept but marked, so copy about returns or cookies is never taken for the offer's.
 */
import { BLOCK_TAGS, childElements, isElement, isText, nearestHeadingAbove, rawDocument, tagOf, textOf } from "@/lib/scan/extract/dom";
import { isChrome, isHiddenElement, isOverlay } from "@/lib/scan/extract/clean";
import type { PageKind } from "@/lib/scan/types";
import { formPassage, selectPassage, togglePassage } from "./controls";
import { interactiveRole, isButtonLike, isCookieBanner, isDeclineText, isFinePrintElement, isInteractive, isStruck, isTimerElement, plain, textRole } from "./roles";
import type { PagePassages, Passage } from "./types";

const SKIP = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "embed", "canvas", "textarea", "datalist", "option", "map", "video", "audio"]);
/** Block elements that end a run of text (buttons and labels are read as their own passages). */
const BLOCKS = new Set([...BLOCK_TAGS].filter((t) => t !== "button" && t !== "label" && t !== "option"));
const MAX_TEXT = 280;
export const MAX_PASSAGES = 600;
const GUEST = /\bguest\b|\bwithout (?:an |creating an )?account\b|\bskip (?:sign|registration|log)/i;

interface Ctx {
  chrome?: Passage["chrome"];
  finePrint: boolean;
}

class Reader {
  readonly out: Passage[] = [];
  private run = "";
  private struck: string[] = [];
  private runOwner: Element | null = null;
  /** The run holds text of its own, not only the text of links read as passages already. */
  private ownText = false;

  constructor(private readonly doc: Document) {}

  private push(p: Passage): void {
    if (this.out.length < MAX_PASSAGES) this.out.push(p);
  }

  private emit(p: Passage, ctx: Ctx): void {
    this.push(ctx.chrome ? { ...p, chrome: ctx.chrome } : p);
  }

  private flush(ctx: Ctx): void {
    const text = plain(this.run);
    const owner = this.runOwner;
    this.run = "";
    const struck = this.struck;
    this.struck = [];
    this.runOwner = null;
    const own = this.ownText;
    this.ownText = false;
    if (!owner || !own || !/[\p{L}\d]/u.test(text)) return;
    for (const piece of pieces(text)) {
      const role = textRole(owner, piece, ctx.finePrint);
      const p: Passage = { role, text: piece };
      if (struck.length) p.struck = struck.filter((s) => piece.includes(s));
      if (p.struck && !p.struck.length) delete p.struck;
      this.emit(p, ctx);
    }
  }

  private text(data: string): void {
    this.run += data;
    if (/[\p{L}\d]/u.test(data)) this.ownText = true;
  }

  /** An element inside a run of text: its text joins the run, its buttons, controls and images are read on their own. */
  private inline(el: Element, ctx: Ctx): void {
    const tag = tagOf(el);
    if (SKIP.has(tag) || (isHiddenElement(el) && !isOverlay(el))) return;
    if (this.special(el, ctx)) return;
    if (isStruck(el)) this.struck.push(plain(textOf(el)));
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (isText(n)) this.text(n.data ?? "");
      else if (isElement(n)) {
        if (BLOCKS.has(tagOf(n))) this.run += " ";
        this.inline(n, ctx);
        if (BLOCKS.has(tagOf(n))) this.run += " ";
      }
    }
  }

  /** Timers, buttons, links, controls, forms and images; true when the element was read here. */
  private special(el: Element, ctx: Ctx): boolean {
    const tag = tagOf(el);
    if (tag === "img") {
      const alt = plain(el.getAttribute("alt") ?? "");
      if (alt) this.emit({ role: "image", text: alt.slice(0, MAX_TEXT) }, ctx);
      return true;
    }
    if (tag === "input" || tag === "select" || el.getAttribute("role") === "checkbox" || el.getAttribute("role") === "switch") {
      const p = tag === "select" ? selectPassage(el, this.doc) : togglePassage(el, this.doc);
      if (p) this.emit(p, ctx);
      if (tag === "input" && isInteractive(el)) this.interactive(el, ctx);
      return true;
    }
    if (tag === "label" && el.querySelector("input,select")) {
      // read as the control's label (controls.ts); other controls inside it are read below
      for (const control of Array.from(el.querySelectorAll("input,select"))) this.special(control, ctx);
      return true;
    }
    if (tag === "label" && el.getAttribute("for")) return true;
    const text = textOf(el);
    if (isTimerElement(el, text)) {
      this.emit({ role: "timer", text: plain(text).replace(/(\d)\s*:\s*(?=\d)/g, "$1:").slice(0, MAX_TEXT), near: heading(el) }, ctx);
      return true;
    }
    if (isInteractive(el)) {
      // a plain link inside a sentence is part of the sentence too
      if (tag === "a" && !isButtonLike(el) && !isDeclineText(plain(text))) this.run += ` ${text} `;
      this.interactive(el, ctx);
      return true;
    }
    return false;
  }

  private interactive(el: Element, ctx: Ctx): void {
    const text = plain(textOf(el) || el.getAttribute("value") || el.getAttribute("aria-label") || el.getAttribute("title") || "");
    if (!text) return;
    const role = interactiveRole(el, text);
    const p: Passage = { role, text: text.slice(0, MAX_TEXT) };
    if (role === "decline") p.near = declined(el) ?? heading(el);
    this.emit(p, ctx);
  }

  block(el: Element, ctx: Ctx): void {
    const tag = tagOf(el);
    if (SKIP.has(tag)) return;
    const overlay = isOverlay(el);
    if (isHiddenElement(el) && !overlay) return;
    const inner: Ctx = {
      chrome: ctx.chrome ?? (isCookieBanner(el) ? "consent" : isChrome(el) ? "navigation" : undefined),
      finePrint: ctx.finePrint || isFinePrintElement(el),
    };
    if (tag === "form") {
      const p = formPassage(el);
      if (p) this.emit(p, inner);
    }
    if (this.special(el, inner)) return;
    this.runOwner = el;
    for (let n = el.firstChild; n; n = n.nextSibling) {
      if (isText(n)) this.text(n.data ?? "");
      else if (isElement(n)) {
        if (BLOCKS.has(tagOf(n)) || tagOf(n) === "form") {
          this.flush(inner);
          this.block(n, inner);
          this.runOwner = el;
        } else this.inline(n, inner);
      }
    }
    this.flush(inner);
  }
}

/** Long runs split into sentences of at most MAX_TEXT characters. */
function pieces(text: string): string[] {
  if (text.length <= MAX_TEXT) return [text];
  const out: string[] = [];
  for (const s of text.split(/(?<=[.!?])\s+(?=["'(\p{Lu}\d$€£])/u)) {
    for (let i = 0; i < s.length; i += MAX_TEXT) out.push(s.slice(i, i + MAX_TEXT));
  }
  return out;
}

function heading(el: Element): string | undefined {
  const h = nearestHeadingAbove(el);
  const text = h ? plain(textOf(h)) : "";
  return text ? text.slice(0, 160) : undefined;
}

/** The call to action a decline option sits beside: the nearest other button or link in its group. */
function declined(el: Element): string | undefined {
  let group: Element | null = el.parentElement;
  for (let depth = 0; group && depth < 4; depth++, group = group.parentElement) {
    const others = Array.from(group.querySelectorAll("a,button,input[type=submit],input[type=button],[role=button]")).filter((o) => o !== el && !o.contains(el));
    const target = others.find((o) => {
      const t = plain(textOf(o) || o.getAttribute("value") || "");
      return t.length > 0 && !isDeclineText(t);
    });
    if (target) return plain(textOf(target) || target.getAttribute("value") || "").slice(0, 160);
    if (childElements(group).length > 12) break;
  }
  return undefined;
}

/** The passages of one page, in reading order (at most MAX_PASSAGES). */
export function readPassages(html: string, url: string, kind: PageKind): PagePassages {
  const doc = rawDocument(html);
  const reader = new Reader(doc);
  if (doc.body) reader.block(doc.body, { finePrint: false });
  const passages = reader.out;
  const guestPath = passages.some((p) => (p.role === "cta" || p.role === "link" || p.role === "decline" || p.role === "option") && GUEST.test(p.text));
  for (const p of passages) if (p.form) p.form.guestPath = guestPath;
  return { kind, url, passages };
}
