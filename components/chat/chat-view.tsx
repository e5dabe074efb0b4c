"use client";

import { useEffect, useRef, useState } from "react";
import { Send, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { CHAT_PLACEHOLDER } from "@/lib/chat/copy";
import { ChatBubble, PendingBubble } from "./chat-message";
import { ALL, ContextSelect } from "./context-select";
import { useCompetitorOptions } from "@/lib/client/hooks/use-competitors";
import { ChatSuggestions } from "./suggestions";
import { useChat } from "@/lib/client/hooks/use-chat";

/** What answers: the model's name, or the local analyser (the reason in full from a tablet up). */
function ModelLabel({ model }: { model: string | null }) {
  if (!model) return <>local analysis<span className="sr-only sm:not-sr-only"> (no model configured)</span></>;
  return <span className="max-w-28 truncate sm:max-w-none">{/claude/i.test(model) ? "Claude" : model}</span>;
}

/** The Intelligence Chat screen (spec §2): context selector, conversation, suggestions and input. */
export function ChatView({ model }: { model: string | null }) {
  const { messages, sending, send } = useChat();
  const [input, setInput] = useState("");
  const [contextId, setContextId] = useState(ALL);
  const options = useCompetitorOptions();
  const focused = options.data?.find((c) => c.id === contextId) ?? null;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const wasSending = useRef(false);

  // keep the newest message in view
  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [messages, sending]);

  // the input comes back (enabled and focused) after each reply
  useEffect(() => {
    if (wasSending.current && !sending) inputRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const description = `Ask questions about ${focused?.name ?? "your competitors"} using natural language.`;

  const submit = () => {
    if (!input.trim() || sending) return;
    const text = input;
    setInput("");
    void send(text, focused);
  };

  const pick = (text: string) => {
    setInput(text);
    inputRef.current?.focus();
  };

  return (
    // The page's chrome (top bar, this header, the gaps) fits in the 200 px the spec leaves beside the
    // chat area, so the page itself never scrolls behind the conversation (data-chat-page trims the shell's padding).
    <div className="flex flex-col gap-4" data-chat-page>
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex min-w-0 items-center justify-between gap-2">
          <h1 className="text-lg font-semibold tracking-tight sm:text-2xl">Intelligence Chat</h1>
          <Badge variant="outline" className="shrink-0 gap-1.5 py-0.5" data-testid="chat-powered-by">
            <Sparkles aria-hidden="true" className="text-primary" />
            {/* On a phone the badge keeps to the title's line. */}
            <span className="sr-only sm:not-sr-only">Powered by </span>MCP + <ModelLabel model={model} />
          </Badge>
        </div>
        <p className="truncate text-xs text-muted-foreground sm:text-sm" title={description}>
          {description}
        </p>
      </div>
      <Card className="flex h-[calc(100vh-200px)] min-h-[420px] flex-col gap-0 overflow-hidden py-0" data-testid="chat-area">
        <div className="border-b px-4 py-3">
          <ContextSelect value={contextId} onChange={setContextId} options={options.data ?? []} focused={focused} />
        </div>
        <div ref={listRef} role="log" aria-live="polite" aria-label="Conversation" className="flex flex-1 flex-col gap-4 overflow-y-auto px-4 py-4" data-testid="chat-messages">
          {messages.map((m) => (
            <ChatBubble key={m.id} message={m} />
          ))}
          {sending ? <PendingBubble /> : null}
          {messages.length === 1 && !sending ? <ChatSuggestions onPick={pick} /> : null}
        </div>
        <form
          className="flex items-end gap-2 border-t bg-background/60 px-4 py-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Textarea
            ref={inputRef}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                submit();
              }
            }}
            placeholder={CHAT_PLACEHOLDER}
            aria-label="Message"
            disabled={sending}
            rows={1}
            className="max-h-40 min-h-10 resize-none"
            data-testid="chat-input"
          />
          <Button type="submit" size="icon" aria-label="Send message" disabled={!input.trim() || sending} data-testid="chat-send">
            <Send />
          </Button>
        </form>
      </Card>
    </div>
  );
}
