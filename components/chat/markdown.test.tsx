import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { ChatMarkdown, safeUrl } from "./markdown";

describe("chat markdown", () => {
  it("allows only http, https, irc, ircs, mailto and xmpp links (and relative ones)", () => {
    for (const ok of ["https://a.test/x", "http://a.test", "irc://irc.test/#c", "ircs://irc.test", "mailto:a@b.test", "xmpp:a@b.test", "/dashboard", "#top", "page?q=a:b"]) expect(safeUrl(ok)).toBe(ok);
    for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,<b>", "vbscript:x", "file:///etc/passwd", "ftp://x.test"]) expect(safeUrl(bad)).toBe("");
  });

  it("renders headings, lists, tables and code; drops raw HTML, unsafe links and remote images", () => {
    const html = renderToStaticMarkup(
      <ChatMarkdown>
        {[
          "## Pricing",
          "- **Acme** _Pro_ `$29`",
          "",
          "| Plan | Price |",
          "|---|---|",
          "| Pro | $29 |",
          "",
          "> quoted",
          "",
          "---",
          "",
          "[ok](https://acme.test/pricing) [bad](javascript:alert(1))",
          "",
          "<script>alert(1)</script><img src=x onerror=alert(1)>",
          "",
          "![tracker](https://evil.test/pixel.png)",
        ].join("\n")}
      </ChatMarkdown>,
    );
    expect(html).toContain("<h3");
    expect(html).toContain("<strong>Acme</strong>");
    expect(html).toContain("<em>Pro</em>");
    expect(html).toContain("<table");
    expect(html).toContain("<blockquote");
    expect(html).toContain("<hr");
    expect(html).toContain('href="https://acme.test/pricing"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("evil.test");
    expect(html).toContain("[image: tracker]");
  });
});
