import type { Metadata } from "next";
import { ChatView } from "@/components/chat/chat-view";
import { env } from "@/lib/env";

export const metadata: Metadata = { title: "Intelligence Chat" };
export const dynamic = "force-dynamic";

/** /dashboard/chat: the model name is read on the server, so the badge says what answers (a model or the local analyser). */
export default function ChatPage() {
  const e = env();
  return <ChatView model={e.ANTHROPIC_API_KEY ? e.ANTHROPIC_MODEL : null} />;
}
