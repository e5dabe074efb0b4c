"use client";

import { useCallback, useRef, useState } from "react";
import { toast } from "sonner";
import { api } from "@/lib/client/api";
import { CHAT_ERROR_MESSAGE, CHAT_ERROR_TOAST, CHAT_FALLBACK_ERROR, CHAT_GREETING } from "@/lib/chat/copy";

/** A chat message (spec §3): kept in the browser only. */
export interface ChatMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  timestamp: Date;
  /** The selected competitor's name, on user messages. */
  competitorContext?: string;
  error?: boolean;
}

interface ChatResponse { success: boolean; message?: string; timestamp?: string }

let counter = 0;
const nextId = () => `m${Date.now().toString(36)}${(++counter).toString(36)}`;

export const greeting = (): ChatMessage => ({ id: "greeting", role: "assistant", content: CHAT_GREETING, timestamp: new Date() });

/**
 * The chat's state (spec §4 Chat): on send the user message is appended and the state becomes
 * sending; the reply (or the error reply) is appended and the state returns to idle. A blank text or
 * a send while one is pending is ignored.
 */
export function useChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [sending, setSending] = useState(false);
  const pending = useRef(false);

  const send = useCallback(async (text: string, context: { id: string; name: string } | null): Promise<boolean> => {
    if (!text.trim() || pending.current) return false;
    pending.current = true;
    setSending(true);
    setMessages((m) => [...m, { id: nextId(), role: "user", content: text, timestamp: new Date(), competitorContext: context?.name }]);
    try {
      const res = await api<ChatResponse>("/api/chat", { method: "POST", json: { query: text, ...(context ? { competitorId: context.id } : {}) }, raw: true });
      if (!res?.success) throw new Error(res?.message || CHAT_FALLBACK_ERROR);
      setMessages((m) => [...m, { id: nextId(), role: "assistant", content: res.message ?? "", timestamp: res.timestamp ? new Date(res.timestamp) : new Date() }]);
    } catch (err) {
      console.error("[chat] send failed:", err instanceof Error ? err.message : err);
      toast.error(CHAT_ERROR_TOAST);
      setMessages((m) => [...m, { id: nextId(), role: "assistant", content: CHAT_ERROR_MESSAGE, timestamp: new Date(), error: true }]);
    } finally {
      pending.current = false;
      setSending(false);
    }
    return true;
  }, []);

  return { messages, sending, send };
}
