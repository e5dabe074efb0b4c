import { ExternalLink, KeyRound, Plug, MessageSquare } from "lucide-react";
import { ConnectorTabs } from "./connector-tabs";

const STEPS = [
  { icon: KeyRound, text: "Create an API key in Settings." },
  { icon: Plug, text: "Add the Rivalscope connector to your desktop AI assistant." },
  { icon: MessageSquare, text: "Ask about your competitors like you would ask a colleague." },
];

/** The desktop-assistant connector (MCP) section with rotating example conversations. */
export function ConnectorSection() {
  return (
    <section id="integrations" aria-labelledby="integrations-heading" className="render-when-visible scroll-mt-20 border-t py-20">
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-semibold text-primary">Desktop assistant connector</p>
          <h2 id="integrations-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Your AI assistant, now with a spy network
          </h2>
          <p className="mt-4 text-muted-foreground">
            Rivalscope speaks the Model Context Protocol, so a desktop AI assistant can read your changes, insights
            and psychology analyses directly, with your API key and nothing more.
          </p>
          <ol className="mt-6 space-y-3">
            {STEPS.map(({ icon: Icon, text }, i) => (
              <li key={text} className="flex items-center gap-3 text-sm">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span>
                  <span className="sr-only">Step {i + 1}: </span>
                  {text}
                </span>
              </li>
            ))}
          </ol>
          <a
            href="https://modelcontextprotocol.io"
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            Read the Model Context Protocol documentation
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <ConnectorTabs />
      </div>
    </section>
  );
}
