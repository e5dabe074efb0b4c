"use client";

import { GenerateKeyDialog } from "@/components/api-keys/generate-dialog";
import { KeyList } from "@/components/api-keys/key-list";
import { NewKeyPanel } from "@/components/api-keys/new-key-panel";
import { QuickSetup } from "@/components/api-keys/quick-setup";
import { useApiKeys, type CreatedApiKey } from "@/lib/client/hooks/use-api-keys";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";

/**
 * Settings → API Keys (spec §2): key list, generation (shown once), and the connector quick setup.
 * The new key is held by the settings page, so switching tabs before copying it does not lose it.
 */
export function ApiKeysTab({ created, setCreated }: { created: CreatedApiKey | null; setCreated: (key: CreatedApiKey | null) => void }) {
  const keys = useApiKeys();
  return (
    <div className="flex flex-col gap-6">
      <Card>
        {/* On a phone the button goes under the text, which keeps the card's full width. */}
        <CardHeader className="has-data-[slot=card-action]:grid-cols-1 sm:has-data-[slot=card-action]:grid-cols-[1fr_auto]">
          <CardTitle asChild>
            <h2>API Keys</h2>
          </CardTitle>
          <CardDescription>Keys let the desktop assistant connector and your own scripts read your Rivalscope data. Send one as the X-API-Key header.</CardDescription>
          <CardAction className="col-start-1 row-span-1 row-start-3 mt-2 justify-self-start sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:justify-self-end">
            <GenerateKeyDialog onCreated={setCreated} />
          </CardAction>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {created ? <NewKeyPanel created={created} onDone={() => setCreated(null)} /> : null}
          {keys.isPending ? (
            <div className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
              <Spinner />
              Loading API keys...
            </div>
          ) : keys.isError ? (
            <div className="flex flex-col items-start gap-2 py-4 text-sm" role="alert">
              <p className="font-medium">Failed to load API keys</p>
              <Button variant="outline" size="sm" onClick={() => void keys.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <KeyList keys={keys.data} />
          )}
        </CardContent>
      </Card>
      <QuickSetup apiKey={created?.key ?? null} />
    </div>
  );
}
