"use client";

import { Bot, User } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/lib/client/hooks/use-hydrated";
import { cn } from "@/lib/utils";
import { ChatMarkdown } from "./markdown";
import type { ChatMessage } from "@/lib/client/hooks/use-chat";

const TIME = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function Avatar({ role }: { role: ChatMessage["role"] }) {
  const Icon = role === "user" ? User : Bot;
  return (
    <span aria-hidden="true" className={cn("mt-1 flex size-7 shrink-0 items-center justify-center rounded-full", role === "user" ? "bg-primary text-primary-foreground" : "bg-muted text-muted-foreground")}>
      <Icon className="size-4" />
    </span>
  );
}

/** One bubble: user messages right-aligned plain text, assistant messages left-aligned markdown; at most 70% wide. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const hydrated = useHydrated();
  const mine = message.role === "user";
  return (
    <div className={cn("flex w-full gap-2", mine ? "flex-row-reverse" : "flex-row")} data-testid={`chat-message-${message.role}`} data-role={message.role}>
      <Avatar role={message.role} />
      <div className={cn("flex max-w-[70%] min-w-0 flex-col gap-1", mine ? "items-end" : "items-start")}>
        <div
          className={cn(
            "max-w-full rounded-2xl px-4 py-2.5 shadow-xs",
            mine ? "rounded-tr-sm bg-primary text-primary-foreground" : "rounded-tl-sm bg-muted text-foreground",
            message.error && "border border-destructive/40 bg-destructive/10",
          )}
          data-testid="chat-bubble"
        >
          {mine ? <p className="text-sm whitespace-pre-wrap break-words">{message.content}</p> : <ChatMarkdown>{message.content}</ChatMarkdown>}
        </div>
        <div className="flex flex-wrap items-center gap-x-2 px-1 text-xs text-muted-foreground">
          {mine && message.competitorContext ? <span data-testid="chat-context">Context: {message.competitorContext}</span> : null}
          <time dateTime={message.timestamp.toISOString()} data-testid="chat-time">
            {hydrated ? TIME.format(message.timestamp) : ""}
          </time>
        </div>
      </div>
    </div>
  );
}

/** The bubble shown while a reply is pending. */
export function PendingBubble() {
  return (
    <div className="flex w-full gap-2" data-testid="chat-pending">
      <Avatar role="assistant" />
      <div className="flex items-center gap-2 rounded-2xl rounded-tl-sm bg-muted px-4 py-2.5 text-sm text-muted-foreground">
        <Spinner label="Waiting for the answer" />
        <span>Analyzing your competitor data...</span>
      </div>
    </div>
  );
}
