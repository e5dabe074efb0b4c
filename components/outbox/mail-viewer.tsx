"use client";

import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useOutboxMail } from "@/lib/client/hooks/use-outbox";
import { mailDate, renderableMail, textParts } from "./outbox-rules";

/**
 * One mail: its subject, recipient and time, then the mail as it renders (a sandboxed frame: no
 * scripts, no access to the app; its links open in this tab) or its plain-text part with live links.
 */
export function MailViewer({ id, onBack }: { id: string; onBack: () => void }) {
  const mail = useOutboxMail(id);
  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2 w-fit lg:hidden">
      <ArrowLeft aria-hidden="true" /> Back to outbox
    </Button>
  );
  if (mail.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" data-testid="mail-loading">
        {back}
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (mail.isError) {
    return (
      <div className="flex flex-col gap-3" role="alert">
        {back}
        <p className="text-sm text-destructive">This mail could not be opened: {mail.error.message}</p>
        <Button variant="outline" size="sm" className="w-fit" onClick={() => void mail.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const m = mail.data;
  return (
    <article className="flex min-w-0 flex-col gap-3" data-testid="mail-viewer" aria-labelledby="mail-subject">
      {back}
      <header className="min-w-0">
        <h2 id="mail-subject" className="text-lg font-semibold break-words">
          {m.subject}
        </h2>
        <p className="text-sm break-all text-muted-foreground">
          To {m.to} · {mailDate(m.createdAt)}
        </p>
      </header>
      <Tabs defaultValue="rendered">
        <TabsList className="w-fit">
          <TabsTrigger value="rendered">Rendered</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="rendered">
          <iframe
            title={`Mail: ${m.subject}`}
            data-testid="mail-frame"
            // No scripts and an opaque origin; a click on a link may open it in this tab (or a new one).
            sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
            srcDoc={renderableMail(m.html)}
            className="h-[70vh] min-h-[420px] w-full rounded-md border bg-white"
          />
        </TabsContent>
        <TabsContent value="text">
          <pre className="max-h-[70vh] overflow-auto rounded-md border bg-muted/40 p-3 font-sans text-sm whitespace-pre-wrap break-words" data-testid="mail-text">
            {textParts(m.text).map((part, i) =>
              part.href ? (
                <a key={i} href={part.href} className="break-all text-primary underline">
                  {part.text}
                </a>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
          </pre>
        </TabsContent>
      </Tabs>
    </article>
  );
}
