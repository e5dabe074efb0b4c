"use client";

import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { ChatBubble, PendingBubble } from "./chat-message";
import { ChatComposer } from "./chat-composer";
import { ChatHeader } from "./chat-header";
import { ALL, ContextSelect } from "./context-select";
import { useCompetitorOptions } from "@/lib/client/hooks/use-competitors";
import { ChatSuggestions } from "./suggestions";
import { useChat } from "@/lib/client/hooks/use-chat";

/** Keeps the newest message in view, and brings the input back (enabled and focused) after each reply. */
function useConversationFocus(messages: unknown[], sending: boolean) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const wasSending = useRef(false);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [messages, sending]);

  useEffect(() => {
    if (wasSending.current && !sending) inputRef.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  return { inputRef, listRef };
}

/** The Intelligence Chat screen (spec §2): context selector, conversation, suggestions and input. */
export function ChatView({ model }: { model: string | null }) {
  const { messages, sending, send } = useChat();
  const [input, setInput] = useState("");
  const [contextId, setContextId] = useState(ALL);
  const options = useCompetitorOptions();
  const focused = options.data?.find((c) => c.id === contextId) ?? null;
  const { inputRef, listRef } = useConversationFocus(messages, sending);

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
    // chat area, so the page itself never scrolls behind the conversation (data-chat-page trims the shell's
    // padding and gives the shell's main the viewport's height under the top bar). The area fills what is
    // left: the viewport minus 200 px, less any notice shown above the page (a new account's e-mail banner).
    <div className="flex min-h-0 flex-1 flex-col gap-4" data-chat-page>
      <ChatHeader model={model} description={description} />
      <Card className="flex max-h-[calc(100dvh-200px)] min-h-[420px] flex-1 flex-col gap-0 overflow-hidden py-0" data-testid="chat-area">
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
        <ChatComposer inputRef={inputRef} value={input} onChange={setInput} sending={sending} onSubmit={submit} />
      </Card>
    </div>
  );
}
