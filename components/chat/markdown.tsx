"use client";

import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "@/lib/utils";
import { boundMarkdownDepth } from "./markdown-depth";

/** The only link protocols assistant answers may use (spec §2 Intelligence Chat). */
export const SAFE_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;
const SAFE_PROTOCOL = new RegExp(`^(${SAFE_PROTOCOLS.join("|")})$`, "i");

/** Keeps relative URLs and the allowed protocols; anything else (javascript:, data:, file: ...) becomes "". */
export function safeUrl(url: string): string {
  const colon = url.indexOf(":");
  const question = url.indexOf("?");
  const hash = url.indexOf("#");
  const slash = url.indexOf("/");
  if (colon === -1 || (slash !== -1 && colon > slash) || (question !== -1 && colon > question) || (hash !== -1 && colon > hash)) return url;
  return SAFE_PROTOCOL.test(url.slice(0, colon)) ? url : "";
}

/** react-markdown passes its AST node as a prop; it must not reach the DOM. */
function dom<P extends { node?: unknown }>(props: P): Omit<P, "node"> {
  const { node, ...rest } = props;
  void node;
  return rest;
}

const components: Components = {
  h1: (props) => <h3 className="mt-3 mb-2 text-lg font-semibold first:mt-0" {...dom(props)} />,
  h2: (props) => <h3 className="mt-3 mb-2 text-base font-semibold first:mt-0" {...dom(props)} />,
  h3: (props) => <h4 className="mt-3 mb-1.5 text-sm font-semibold first:mt-0" {...dom(props)} />,
  h4: (props) => <h5 className="mt-2 mb-1 text-sm font-semibold first:mt-0" {...dom(props)} />,
  p: (props) => <p className="my-2 leading-relaxed first:mt-0 last:mb-0" {...dom(props)} />,
  ul: (props) => <ul className="my-2 list-disc space-y-1 pl-5" {...dom(props)} />,
  ol: (props) => <ol className="my-2 list-decimal space-y-1 pl-5" {...dom(props)} />,
  blockquote: (props) => <blockquote className="my-2 border-l-2 border-primary/40 pl-3 text-muted-foreground italic" {...dom(props)} />,
  hr: (props) => <hr className="my-3 border-border" {...dom(props)} />,
  a: ({ href, children, title }) =>
    href ? (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer nofollow" className="font-medium text-primary underline underline-offset-2 break-words">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // No remote images: an image is shown as its description only.
  img: ({ alt }) => <span className="text-muted-foreground italic">[image{alt ? `: ${alt}` : ""}]</span>,
  pre: (props) => <pre className="my-2 overflow-x-auto rounded-md bg-background/70 p-3 font-mono text-xs" {...dom(props)} />,
  code: (props) => <code {...dom(props)} className={cn("rounded bg-background/70 px-1 py-0.5 font-mono text-[0.85em]", props.className)} />,
  table: (props) => (
    <div className="my-2 max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-xs" {...dom(props)} />
    </div>
  ),
  th: (props) => <th className="border border-border bg-background/60 px-2 py-1 text-left font-semibold" {...dom(props)} />,
  td: (props) => <td className="border border-border px-2 py-1 align-top" {...dom(props)} />,
};

/** An assistant answer as markdown (GFM tables): no raw HTML, safe links only, no remote images, nesting read up to a bound. */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <div className="text-sm break-words" data-testid="chat-markdown">
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {boundMarkdownDepth(children)}
      </ReactMarkdown>
    </div>
  );
}
