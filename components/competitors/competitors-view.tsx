"use client";

import { useEffect, useMemo, useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Plus } from "lucide-react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { FirstCompetitorPrompt } from "@/components/onboarding/first-competitor-prompt";
import { Button } from "@/components/ui/button";
import { useCompetitorLiveUpdates, useCompetitors, type Competitor, type CreatedCompetitor } from "@/lib/client/hooks/use-competitors";
import { slotUsage, useSubscription } from "@/lib/client/hooks/use-subscription";
import { planLimitMessage } from "@/lib/billing/plans";
import { AddCompetitorDialog } from "./add-competitor-dialog";
import { CompetitorsList } from "./competitors-list";
import { BaselineNudge, CompetitorsError, LoadingCompetitors, NoMatches, WelcomeState } from "./competitors-states";
import { DesktopToolbar, MobileToolbar, SlotUsageCard, type ViewMode } from "./competitors-toolbar";
import { DeleteCompetitorDialog, EditCompetitorDialog } from "./edit-delete-dialogs";
import { PAGE_SIZE, atPlanLimit, competitorsCsv, csvFileName, filterCompetitors, isFiltered, splitBaseline, summaryText, type StatusFilter } from "./display-rules";
import { CompetitorDrawer } from "./mobile-competitor";
import { ScanJobsTrigger } from "./scan-jobs-trigger";
import { useCompetitorActions } from "@/lib/client/hooks/use-competitor-actions";
import { useIsMobile } from "@/lib/client/hooks/use-is-mobile";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";

const BARE_ROUTE = "/dashboard/competitors";
/** The 'Great! Your baseline is set' prompt follows the baseline by 2 seconds (spec §4, §9). */
const BASELINE_PROMPT_DELAY_MS = 2_000;

type Flow = { kind: "none" } | { kind: "add"; baseline: boolean } | { kind: "baseline-wait"; name: string } | { kind: "baseline-set"; name: string };

function downloadCsv(list: Competitor[]) {
  const blob = new Blob([competitorsCsv(list)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = csvFileName();
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  toast.success(`Exported ${list.length} competitor${list.length === 1 ? "" : "s"}`);
}

/** The competitors list screen (spec §2 Competitors list). */
export function CompetitorsView() {
  const router = useRouter();
  const searchParams = useSearchParams();
  const mobile = useIsMobile();
  const now = useMinuteClock();
  const query = useCompetitors();
  const { data: sub } = useSubscription();
  const actions = useCompetitorActions();
  useCompetitorLiveUpdates();

  // ?setup=baseline is read once; the URL then goes back to the bare route.
  const [setupRequested] = useState(() => searchParams.get("setup") === "baseline");
  useEffect(() => {
    if (searchParams.has("setup")) router.replace(BARE_ROUTE);
  }, [searchParams, router]);

  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [view, setView] = useState<ViewMode>("grid");
  const [visible, setVisible] = useState(PAGE_SIZE);
  const [searchOpen, setSearchOpen] = useState(false);
  const [flowState, setFlow] = useState<Flow | null>(null);
  const [editing, setEditing] = useState<Competitor | null>(null);
  const [deleting, setDeleting] = useState<Competitor | null>(null);
  const [drawer, setDrawer] = useState<Competitor | null>(null);
  const [bulkBusy, setBulkBusy] = useState(false);

  const all = useMemo(() => query.data ?? [], [query.data]);
  const { baseline, others } = useMemo(() => splitBaseline(all), [all]);
  const filtered = useMemo(() => filterCompetitors(all, search, status), [all, search, status]);
  const shown = useMemo(() => splitBaseline(filtered), [filtered]);
  const filterOn = isFiltered(search, status);

  // Until the user acts, the flow follows ?setup=baseline: the baseline dialog opens when none exists.
  const autoBaseline = setupRequested && query.isSuccess && !baseline;
  const flow: Flow = flowState ?? (autoBaseline ? { kind: "add", baseline: true } : { kind: "none" });

  const waitingName = flow.kind === "baseline-wait" ? flow.name : null;
  useEffect(() => {
    if (waitingName === null) return;
    const t = setTimeout(() => setFlow({ kind: "baseline-set", name: waitingName }), BASELINE_PROMPT_DELAY_MS);
    return () => clearTimeout(t);
  }, [waitingName]);

  const { limit } = slotUsage(sub);
  const used = others.length;
  const atLimit = Boolean(sub) && (sub?.canAddMore === false || atPlanLimit(sub?.plan, used, limit));

  /**
   * The plan limit is checked before the form is filled in: at the limit, Add Competitor shows the
   * spec's message and goes to /pricing (the baseline needs no slot, so it can still be set).
   */
  const openAdd = (asBaseline = false) => {
    if (!asBaseline && atLimit) {
      toast.error(planLimitMessage(limit));
      return router.push("/pricing");
    }
    setFlow({ kind: "add", baseline: asBaseline });
  };
  const onCreated = (c: CreatedCompetitor) => setFlow(c.type === "baseline" ? { kind: "baseline-wait", name: c.name } : { kind: "none" });
  const changeSearch = (s: string) => {
    setSearch(s);
    setVisible(PAGE_SIZE);
  };
  const changeStatus = (s: StatusFilter) => {
    setStatus(s);
    setVisible(PAGE_SIZE);
  };
  const bulk = async (fn: (list: Competitor[]) => Promise<void>) => {
    setBulkBusy(true);
    await fn(all);
    setBulkBusy(false);
  };

  const handlers = { actions, onEdit: setEditing, onDelete: setDeleting };

  let content: React.ReactNode;
  if (query.isPending) content = <LoadingCompetitors />;
  else if (query.isError) content = <CompetitorsError message={query.error.message} />;
  else if (all.length === 0) content = <WelcomeState onGetStarted={() => openAdd(true)} />;
  else {
    content = (
      <>
        {mobile ? (
          <MobileToolbar search={search} onSearch={changeSearch} status={status} onStatus={changeStatus} used={used} limit={limit} searchOpen={searchOpen} onSearchOpen={setSearchOpen} />
        ) : (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
            <SlotUsageCard used={used} limit={limit} />
            <div className="flex-1">
              <DesktopToolbar
                search={search}
                onSearch={changeSearch}
                status={status}
                onStatus={changeStatus}
                view={view}
                onView={setView}
                onExport={() => downloadCsv(filtered)}
                onPauseAll={() => void bulk(actions.pauseAll)}
                onResumeAll={() => void bulk(actions.resumeAll)}
                bulkBusy={bulkBusy}
              />
            </div>
          </div>
        )}
        {filterOn ? (
          <p role="status" className="text-sm text-muted-foreground" data-testid="filter-summary">
            {summaryText(filtered.length, all.length, search, status)}
          </p>
        ) : null}
        {!baseline && !filterOn ? <BaselineNudge onSet={() => openAdd(true)} /> : null}
        {filterOn && filtered.length === 0 ? (
          <NoMatches />
        ) : (
          <CompetitorsList
            baseline={shown.baseline}
            others={shown.others}
            visible={visible}
            onLoadMore={() => setVisible((v) => v + PAGE_SIZE)}
            filtered={filterOn}
            mobile={mobile}
            view={view}
            now={now}
            handlers={handlers}
            onOpenDrawer={setDrawer}
            onAddFirst={() => openAdd(false)}
          />
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageHeader title="Competitors" description={mobile ? undefined : "Track competitors' websites, pricing, features and changes."}>
        <div className="flex flex-wrap gap-2">
          <ScanJobsTrigger />
          <Button onClick={() => openAdd(false)}>
            <Plus aria-hidden="true" /> Add Competitor
          </Button>
        </div>
      </PageHeader>
      {content}
      <AddCompetitorDialog
        open={flow.kind === "add"}
        onOpenChange={(open) => (open ? undefined : setFlow({ kind: "none" }))}
        baseline={flow.kind === "add" && flow.baseline}
        hasBaseline={Boolean(baseline)}
        competitorCount={used}
        competitorBlocked={atLimit}
        onCreated={onCreated}
      />
      <FirstCompetitorPrompt
        open={flow.kind === "baseline-set"}
        baselineName={flow.kind === "baseline-set" ? flow.name : ""}
        onLater={() => setFlow({ kind: "none" })}
        onAddCompetitor={() => openAdd(false)}
      />
      <EditCompetitorDialog competitor={editing} onOpenChange={(open) => (open ? undefined : setEditing(null))} onSave={actions.update} />
      <DeleteCompetitorDialog competitor={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} onConfirm={actions.remove} />
      {mobile ? <CompetitorDrawer competitor={drawer} now={now} handlers={handlers} onClose={() => setDrawer(null)} /> : null}
    </div>
  );
}
