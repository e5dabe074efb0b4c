"use client";

import { useState } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import type { CreatedApiKey } from "@/lib/client/hooks/use-api-keys";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiKeysTab } from "./api-keys-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";

const TABS = [
  { value: "profile", label: "Profile" },
  { value: "api-keys", label: "API Keys" },
  { value: "notifications", label: "Notifications" },
  { value: "security", label: "Security" },
] as const;
type TabValue = (typeof TABS)[number]["value"];

function isTab(v: string | null): v is TabValue {
  return TABS.some((t) => t.value === v);
}

/** The four settings tabs; the open tab is kept in `?tab=` so it survives reloads and can be linked. */
export function SettingsTabs() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const requested = params.get("tab");
  const tab: TabValue = isTab(requested) ? requested : "profile";
  // A key just generated stays until Done, whatever tab is opened in between.
  const [createdKey, setCreatedKey] = useState<CreatedApiKey | null>(null);

  const select = (value: string) => {
    const next = new URLSearchParams(params.toString());
    if (value === "profile") next.delete("tab");
    else next.set("tab", value);
    const qs = next.toString();
    router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false });
  };

  return (
    <Tabs value={tab} onValueChange={select} className="gap-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList aria-label="Settings sections">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
              {t.value === "api-keys" && createdKey && tab !== "api-keys" ? (
                <span className="size-2 rounded-full bg-warning" data-testid="unsaved-key-dot" aria-label="(new key not yet dismissed)" />
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="profile">
        <ProfileTab />
      </TabsContent>
      <TabsContent value="api-keys">
        <ApiKeysTab created={createdKey} setCreated={setCreatedKey} />
      </TabsContent>
      <TabsContent value="notifications">
        <NotificationsTab />
      </TabsContent>
      <TabsContent value="security">
        <SecurityTab />
      </TabsContent>
    </Tabs>
  );
}
