"use client";

import { useMemo, useState } from "react";
import { Plus } from "lucide-react";
import { PageHeader } from "@/components/dashboard-shell/page-header";
import { FirstCompetitorPrompt } from "@/components/onboarding/first-competitor-prompt";
import { Button } from "@/components/ui/button";
import { useCompetitorLiveUpdates, useCompetitors, type Competitor } from "@/lib/client/hooks/use-competitors";
import { slotUsage, useSubscription } from "@/lib/client/hooks/use-subscription";
import { AddCompetitorDialog } from "./add-competitor-dialog";
import { CompetitorsContent } from "./competitors-content";
import { CompetitorsError, LoadingCompetitors, WelcomeState } from "./competitors-states";
import { DeleteCompetitorDialog, EditCompetitorDialog } from "./edit-delete-dialogs";
import { atPlanLimit, splitBaseline } from "./display-rules";
import { CompetitorDrawer } from "./mobile-competitor";
import { ScanJobsTrigger } from "./scan-jobs-trigger";
import { useAddFlow } from "./use-add-flow";
import { useListControls } from "./use-list-controls";
import { useCompetitorActions } from "@/lib/client/hooks/use-competitor-actions";
import { useIsMobile } from "@/lib/client/hooks/use-is-mobile";
import { useMinuteClock } from "@/lib/client/hooks/use-minute-clock";

function CompetitorsHeader({ mobile, onAdd }: { mobile: boolean; onAdd: () => void }) {
  return (
    <PageHeader title="Competitors" description={mobile ? undefined : "Track competitors' websites, pricing, features and changes."}>
      <div className="flex flex-wrap gap-2">
        <ScanJobsTrigger />
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" /> Add Competitor
        </Button>
      </div>
    </PageHeader>
  );
}

/** The competitors list screen (spec §2 Competitors list). */
export function CompetitorsView() {
  const mobile = useIsMobile();
  const now = useMinuteClock();
  const query = useCompetitors();
  const { data: sub } = useSubscription();
  const actions = useCompetitorActions();
  useCompetitorLiveUpdates();

  const all = useMemo(() => query.data ?? [], [query.data]);
  const { baseline, others } = useMemo(() => splitBaseline(all), [all]);
  const controls = useListControls(all);
  const [editing, setEditing] = useState<Competitor | null>(null);
  const [deleting, setDeleting] = useState<Competitor | null>(null);
  const [drawer, setDrawer] = useState<Competitor | null>(null);

  const { limit } = slotUsage(sub);
  const used = others.length;
  const atLimit = Boolean(sub) && (sub?.canAddMore === false || atPlanLimit(sub?.plan, used, limit));
  const { flow, openAdd, onCreated, close } = useAddFlow({ loaded: query.isSuccess, hasBaseline: Boolean(baseline), atLimit, limit });
  const handlers = { actions, onEdit: setEditing, onDelete: setDeleting };

  let content: React.ReactNode;
  if (query.isPending) content = <LoadingCompetitors />;
  else if (query.isError) content = <CompetitorsError message={query.error.message} />;
  else if (all.length === 0) content = <WelcomeState onGetStarted={() => openAdd(true)} />;
  else {
    content = (
      <CompetitorsContent
        controls={controls}
        mobile={mobile}
        used={used}
        limit={limit}
        actions={actions}
        total={all.length}
        hasBaseline={Boolean(baseline)}
        now={now}
        handlers={handlers}
        onSetBaseline={() => openAdd(true)}
        onAddFirst={() => openAdd(false)}
        onOpenDrawer={setDrawer}
      />
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <CompetitorsHeader mobile={mobile} onAdd={() => openAdd(false)} />
      {content}
      <AddCompetitorDialog
        open={flow.kind === "add"}
        onOpenChange={(open) => (open ? undefined : close())}
        baseline={flow.kind === "add" && flow.baseline}
        hasBaseline={Boolean(baseline)}
        competitorCount={used}
        competitorBlocked={atLimit}
        onCreated={onCreated}
      />
      <FirstCompetitorPrompt open={flow.kind === "baseline-set"} baselineName={flow.kind === "baseline-set" ? flow.name : ""} onLater={close} onAddCompetitor={() => openAdd(false)} />
      <EditCompetitorDialog competitor={editing} onOpenChange={(open) => (open ? undefined : setEditing(null))} onSave={actions.update} />
      <DeleteCompetitorDialog competitor={deleting} onOpenChange={(open) => (open ? undefined : setDeleting(null))} onConfirm={actions.remove} />
      {mobile ? <CompetitorDrawer competitor={drawer} now={now} handlers={handlers} onClose={() => setDrawer(null)} /> : null}
    </div>
  );
}
