import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/db/client";

export type NotificationChannel = "live" | "email" | "webhook" | "slack";

export interface NotificationRow {
  id: string;
  channel: NotificationChannel;
  title: string;
  competitorId: string | null;
  competitorName: string | null;
  changeId: string | null;
  status: "delivered" | "failed" | "pending";
  detail: string | null;
  at: Date;
}

/**
 * Every alert on record, from where each kind already lives (one source of truth each): a live alert
 * is the change itself (published to the bell when it was stored; read or not), an e-mail alert is its
 * row in `emails`, a webhook or Slack alert its row in `alert_deliveries`. Each branch filters by owner.
 */
function branches(userId: string, channel: NotificationChannel | undefined): SQL[] {
  const live = sql`
    select 'live:' || c.id::text as id, 'live' as channel, c.description as title, c.competitor_id as competitor_id, k.name as competitor_name,
      c.id as change_id, 'delivered' as status, case when c.is_read then 'Shown in the bell · read' else 'Shown in the bell · unread' end as detail, c.detected_at as at
    from changes c join competitors k on k.id = c.competitor_id and k.user_id = ${userId}
    where c.user_id = ${userId}`;
  const email = sql`
    select 'email:' || e.id::text, 'email', e.subject, j.competitor_id, k.name, null::uuid,
      case e.status when 'failed' then 'failed' when 'queued' then 'pending' else 'delivered' end,
      case e.status when 'failed' then coalesce(e.error, 'The e-mail could not be sent')
        when 'outbox' then 'Kept in the outbox (no e-mail provider is configured)' else 'To ' || e."to" end,
      coalesce(e.sent_at, e.created_at)
    from emails e
    left join jobs j on j.user_id = ${userId} and e.dedupe_key = 'change-alert:' || j.id::text
    left join competitors k on k.id = j.competitor_id and k.user_id = ${userId}
    where e.user_id = ${userId} and e.kind = 'change-alert'`;
  const delivery = (kind: "webhook" | "slack") => sql`
    select 'delivery:' || d.id::text, en.kind, coalesce(c.description, case when d.type = 'test' then 'Test alert' else 'Change alert (change since deleted)' end),
      c.competitor_id, k.name, d.change_id, case when d.status = 'sending' then 'pending' else d.status end,
      case when d.status = 'delivered' then 'HTTP ' || coalesce(d.response_code::text, '?') || case when d.attempts > 1 then ' after ' || d.attempts || ' attempts' else '' end
        else d.error end,
      coalesce(d.last_attempt_at, d.created_at)
    from alert_deliveries d
    join alert_endpoints en on en.id = d.endpoint_id and en.user_id = ${userId} and en.kind = ${kind}
    left join changes c on c.id = d.change_id and c.user_id = ${userId}
    left join competitors k on k.id = c.competitor_id and k.user_id = ${userId}
    where d.user_id = ${userId}`;
  const all: Record<NotificationChannel, SQL> = { live, email, webhook: delivery("webhook"), slack: delivery("slack") };
  return channel ? [all[channel]] : Object.values(all);
}

export async function listNotifications(db: Db, params: { userId: string; channel?: NotificationChannel; limit: number; offset: number }): Promise<{ rows: NotificationRow[]; total: number }> {
  const union = sql.join(branches(params.userId, params.channel), sql` union all `);
  const [page, count] = await Promise.all([
    db.execute<{ id: string; channel: NotificationChannel; title: string; competitor_id: string | null; competitor_name: string | null; change_id: string | null; status: NotificationRow["status"]; detail: string | null; at: string | Date }>(sql`
      select * from (${union}) n (id, channel, title, competitor_id, competitor_name, change_id, status, detail, at)
      order by at desc, id desc limit ${params.limit} offset ${params.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) n`),
  ]);
  return {
    rows: page.rows.map((r) => ({ id: r.id, channel: r.channel, title: r.title, competitorId: r.competitor_id, competitorName: r.competitor_name, changeId: r.change_id, status: r.status, detail: r.detail, at: new Date(r.at) })),
    total: count.rows[0]?.n ?? 0,
  };
}
