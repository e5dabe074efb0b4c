"use client";

import { Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { CHAT_PLACEHOLDER } from "@/lib/chat/copy";

interface ComposerProps {
  inputRef: React.Ref<HTMLTextAreaElement>;
  value: string;
  onChange: (value: string) => void;
  sending: boolean;
  onSubmit: () => void;
}

/** The message box (Enter sends, Shift+Enter breaks the line) and Send; both off while a reply is coming. */
export function ChatComposer({ inputRef, value, onChange, sending, onSubmit }: ComposerProps) {
  return (
    <form
      className="flex items-end gap-2 border-t bg-background/60 px-4 py-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Textarea
        ref={inputRef}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            onSubmit();
          }
        }}
        placeholder={CHAT_PLACEHOLDER}
        aria-label="Message"
        disabled={sending}
        rows={1}
        className="max-h-40 min-h-10 resize-none"
        data-testid="chat-input"
      />
      <Button type="submit" size="icon" aria-label="Send message" disabled={!value.trim() || sending} data-testid="chat-send">
        <Send />
      </Button>
    </form>
  );
}
