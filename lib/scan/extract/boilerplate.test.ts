import { describe, expect, it } from "vitest";
import { isDiscussion, isRelatedList, isShareBar, linkTextShare } from "./boilerplate";
import { parseDocument } from "./dom";
import { htmlToMarkdown } from "./html-to-markdown";

const el = (html: string) => parseDocument(`<body>${html}</body>`).body.firstElementChild as Element;
const doc = (body: string) => `<!DOCTYPE html><html><head><title>T</title></head><body><main>${body}</main></body></html>`;

describe("page furniture", () => {
  it("recognises comment threads and reply forms, not code comments or comment counters inside text", () => {
    expect(isDiscussion(el(`<section id="comments"><p>Nice post</p></section>`))).toBe(true);
    expect(isDiscussion(el(`<div class="comments-area"><p>Nice post</p></div>`))).toBe(true);
    expect(isDiscussion(el(`<div id="disqus_thread"></div>`))).toBe(true);
    expect(isDiscussion(el(`<li class="comment even depth-1"><p>Me too</p></li>`))).toBe(true);
    expect(isDiscussion(el(`<span class="token comment">// note</span>`))).toBe(false);
    expect(isDiscussion(el(`<div class="comment-count">3</div>`))).toBe(false);
    expect(isDiscussion(el(`<div class="feature-comments"><h3>Comments</h3></div>`))).toBe(false);
  });

  it("recognises share bars (short, link-made) but not a section that talks about sharing", () => {
    expect(isShareBar(el(`<div class="share-buttons"><a href="#">Tweet</a><a href="#">Share</a></div>`))).toBe(true);
    expect(isShareBar(el(`<ul class="article__share-bar"><li><a href="#">Facebook</a></li></ul>`))).toBe(true);
    expect(isShareBar(el(`<section class="share"><h2>Share with your team</h2><p>Invite colleagues.</p></section>`))).toBe(false);
  });

  it("recognises related-article lists by name and link density, not a recommended plan", () => {
    expect(isRelatedList(el(`<aside class="related-posts"><h3>Related</h3><ul><li><a href="/a">A long story title</a></li><li><a href="/b">Another story</a></li></ul></aside>`))).toBe(true);
    expect(isRelatedList(el(`<div class="topbar__related-article"><a href="/x">Read this other piece</a></div>`))).toBe(true);
    expect(isRelatedList(el(`<div class="related"><p>Related work by the same team shows the effect holds in winter.</p></div>`))).toBe(false);
    expect(isRelatedList(el(`<div class="plan recommended"><h3>Pro</h3><p>$29 per month</p></div>`))).toBe(false);
  });

  it("measures the share of text in links", () => {
    expect(linkTextShare(el(`<div><a href="#">abcd</a>abcd</div>`))).toBeCloseTo(0.5);
    expect(linkTextShare(el(`<div><a href="#"><span>ab</span></a></div>`))).toBe(1);
  });

  it("keeps syntax-highlighted code comments in the markdown", () => {
    const md = htmlToMarkdown(doc(`<h1>Guide</h1><pre><code><span class="token comment">// keep me</span>\nrun()</code></pre>`));
    expect(md).toContain("// keep me");
  });

  it("renders a list used for indentation only (no <li>) as its text", () => {
    const md = htmlToMarkdown(doc(`<h1>Letters</h1><ul><i>Have you tried another editor?</i></ul><ul><font>Yes, twice.</font></ul>`));
    expect(md).toBe("# Letters\n\n*Have you tried another editor?*\n\nYes, twice.");
  });
});
