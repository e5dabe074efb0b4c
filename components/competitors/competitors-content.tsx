"use client";

import { toast } from "sonner";
import type { Competitor } from "@/lib/client/hooks/use-competitors";
import type { CompetitorActions } from "@/lib/client/hooks/use-competitor-actions";
import { CompetitorsList } from "./competitors-list";
import type { CardHandlers } from "./competitor-menu";
import { BaselineNudge, NoMatches } from "./competitors-states";
import { DesktopToolbar, MobileToolbar, SlotUsageCard } from "./competitors-toolbar";
import { competitorsCsv, csvFileName, summaryText } from "./display-rules";
import type { ListControls } from "./use-list-controls";

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

interface ToolbarProps {
  controls: ListControls;
  mobile: boolean;
  used: number;
  limit: number;
  actions: CompetitorActions;
}

/** Search and status filter; on a desktop also the slot usage, view switch, export and bulk actions. */
function Toolbar({ controls: c, mobile, used, limit, actions }: ToolbarProps) {
  if (mobile) {
    return <MobileToolbar search={c.search} onSearch={c.changeSearch} status={c.status} onStatus={c.changeStatus} used={used} limit={limit} searchOpen={c.searchOpen} onSearchOpen={c.setSearchOpen} />;
  }
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SlotUsageCard used={used} limit={limit} />
      <div className="flex-1">
        <DesktopToolbar
          search={c.search}
          onSearch={c.changeSearch}
          status={c.status}
          onStatus={c.changeStatus}
          view={c.view}
          onView={c.setView}
          onExport={() => downloadCsv(c.filtered)}
          onPauseAll={() => void c.bulk(actions.pauseAll)}
          onResumeAll={() => void c.bulk(actions.resumeAll)}
          bulkBusy={c.bulkBusy}
        />
      </div>
    </div>
  );
}

interface ContentProps extends ToolbarProps {
  total: number;
  hasBaseline: boolean;
  now: number;
  handlers: CardHandlers;
  onSetBaseline: () => void;
  onAddFirst: () => void;
  onOpenDrawer: (c: Competitor) => void;
}

/** The loaded list screen: toolbar, filter summary, baseline nudge and the list (or 'no matches'). */
export function CompetitorsContent(props: ContentProps) {
  const { controls: c, mobile, total, hasBaseline, now, handlers } = props;
  return (
    <>
      <Toolbar controls={c} mobile={mobile} used={props.used} limit={props.limit} actions={props.actions} />
      {c.filterOn ? (
        <p role="status" className="text-sm text-muted-foreground" data-testid="filter-summary">
          {summaryText(c.filtered.length, total, c.search, c.status)}
        </p>
      ) : null}
      {!hasBaseline && !c.filterOn ? <BaselineNudge onSet={props.onSetBaseline} /> : null}
      {c.filterOn && c.filtered.length === 0 ? (
        <NoMatches />
      ) : (
        <CompetitorsList
          baseline={c.shown.baseline}
          others={c.shown.others}
          visible={c.visible}
          onLoadMore={c.loadMore}
          filtered={c.filterOn}
          mobile={mobile}
          view={c.view}
          now={now}
          handlers={handlers}
          onOpenDrawer={props.onOpenDrawer}
          onAddFirst={props.onAddFirst}
        />
      )}
    </>
  );
}
