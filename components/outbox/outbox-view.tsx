"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Inbox, MailX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useOutbox, type OutboxSummary } from "@/lib/client/hooks/use-outbox";
import { cn } from "@/lib/utils";
import { MailViewer } from "./mail-viewer";
import { kindLabel, mailDate } from "./outbox-rules";

function Empty({ icon: Icon, title, children }: { icon: typeof Inbox; title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
        <h2 className="text-lg font-semibold">{title}</h2>
        <div className="max-w-md text-sm text-muted-foreground">{children}</div>
      </CardContent>
    </Card>
  );
}

function MailRow({ mail, selected, onOpen }: { mail: OutboxSummary; selected: boolean; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        aria-current={selected ? "true" : undefined}
        data-testid="outbox-mail"
        className={cn(
          "flex w-full flex-col gap-1 rounded-lg border px-3 py-2.5 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
          selected && "border-primary bg-accent",
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <Badge variant="outline" className="shrink-0">{kindLabel(mail.kind)}</Badge>
          <span className="text-xs text-muted-foreground">{mailDate(mail.createdAt)}</span>
        </span>
        <span className="text-sm font-medium break-words">{mail.subject}</span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{mail.preview}</span>
      </button>
    </li>
  );
}

/**
 * The outbox (no e-mail provider configured): the signed-in user's mails, newest first, and the one
 * opened (?mail=<id>). Side by side on a wide screen; on a phone the list, then the mail with a way back.
 */
export function OutboxView() {
  const router = useRouter();
  const params = useSearchParams();
  const selected = params.get("mail");
  const outbox = useOutbox({ live: true });
  const open = (id: string | null) => router.replace(id ? `/dashboard/outbox?mail=${encodeURIComponent(id)}` : "/dashboard/outbox", { scroll: false });

  if (outbox.unavailable) {
    return (
      <Empty icon={MailX} title="No outbox on this installation">
        Mail is sent through the configured e-mail provider, so it arrives in your inbox instead of being kept here.
      </Empty>
    );
  }
  if (outbox.isPending) {
    return (
      <div className="flex flex-col gap-2" aria-busy="true" data-testid="outbox-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full lg:w-80" />
        ))}
      </div>
    );
  }
  if (outbox.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-sm text-destructive">The outbox could not be loaded: {outbox.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void outbox.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const mails = outbox.data;
  if (mails.length === 0) {
    return (
      <Empty icon={Inbox} title="No mail yet">
        Verification links, password resets, change alerts and digests for your account appear here as they are written.
      </Empty>
    );
  }
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <nav aria-label="Mails" className={cn("lg:w-80 lg:shrink-0", selected && "hidden lg:block")}>
        <ul className="flex flex-col gap-2" data-testid="outbox-list">
          {mails.map((m) => (
            <MailRow key={m.id} mail={m} selected={m.id === selected} onOpen={() => open(m.id)} />
          ))}
        </ul>
      </nav>
      <div className={cn("min-w-0 flex-1", !selected && "hidden lg:block")}>
        {selected ? (
          <MailViewer key={selected} id={selected} onBack={() => open(null)} />
        ) : (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">Choose a mail to read it.</p>
        )}
      </div>
    </div>
  );
}
