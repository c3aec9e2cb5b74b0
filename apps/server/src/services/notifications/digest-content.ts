import {
  DATE_CHANGE_TYPES,
  type NotificationEvent,
  type OceanShipmentView,
  type PortDirectory,
  reminderSubject,
} from '@tracklane/domain';
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import { scopeCondition } from '../../auth/subscription-scope.js';
import type { Database } from '../../db/database.js';
import {
  oceanReminders,
  oceanShipments,
  oceanSubscriptions,
  terminalWatches,
} from '../../db/schema/index.js';

/** A digest lists the last free days that end within this many hours of it (issue 21). */
export const LAST_FREE_DAY_DIGEST_HOURS = 72;

/** The reminders a digest tells of: dates, holds set, and last free days that moved. */
const DIGEST_TYPES = [...DATE_CHANGE_TYPES, 'HOLD_SET', 'LFD_CHANGE'] as const;

/** An e-mail names this many shipments at most; the rest are counted ("and 12 more"). */
export const MAX_DIGEST_SHIPMENTS = 100;

/**
 * One thing a digest tells: a date that moved (net over the period: a flap back is nothing) or
 * an arrival (an actual arrival recorded for the first time). Times are ISO 8601 UTC; the e-mail
 * shows them on the port's clock.
 */
export interface DigestItem {
  /** `lastFreeDay`: free time at the terminal ends within LAST_FREE_DAY_DIGEST_HOURS of the digest. */
  kind: 'arrival' | 'dateChange' | 'hold' | 'lastFreeDay';
  event: NotificationEvent;
  portCode: string;
  portTimeZone: string | null;
  oldValue: string | null;
  newValue: string;
  deltaHours: number | null;
  /** A hold's code (CUIP, TMHD, SRHD): which hold. Absent on other items. */
  code?: string | null;
}

/** A shipment of a digest, as the member's list names it, with what happened to it. */
export interface DigestShipment {
  subscriptionId: string;
  businessNumber: string;
  carrierCode: string;
  polCode: string | null;
  podCode: string | null;
  vessel: string | null;
  voyage: string | null;
  items: DigestItem[];
}

/** What a digest e-mail is made of (stored with each delivery, so a retry sends the same). */
export interface DigestContent {
  shipments: DigestShipment[];
  /** Shipments with news, including those past MAX_DIGEST_SHIPMENTS. */
  total: number;
}

/**
 * What changed in (from, until] for the shipments a member may see now (their data scope: a
 * shipment they lost sight of is not in it), grouped by shipment, latest news first. The first
 * poll's history (recorded already handled, `notified_at = recorded_at`) is not news.
 * Holds come as the carrier's hold events; last free days ending within 72 hours of `until` come
 * from the terminal watch (`terminal_watches`), whether or not they changed in the period.
 */
export async function digestContent({
  tx,
  scope,
  from,
  until,
  ports,
}: {
  tx: Database['orm'];
  scope: Extract<SubscriptionScope, { kind: 'organization' }>;
  from: Date;
  until: Date;
  ports: PortDirectory;
}): Promise<DigestContent> {
  const visible = tx
    .select({ shipmentId: oceanSubscriptions.shipmentId })
    .from(oceanSubscriptions)
    .where(scopeCondition(scope));
  const changes = await tx
    .select({
      shipmentId: oceanReminders.shipmentId,
      event: oceanReminders.type,
      portCode: oceanReminders.portCode,
      oldValue: oceanReminders.oldValue,
      newValue: oceanReminders.newValue,
      code: oceanReminders.code,
      recordedAt: oceanReminders.recordedAt,
    })
    .from(oceanReminders)
    .where(
      and(
        // Dates, new holds and moved last free days (issue 21); the other milestones, warnings and
        // stale data are told as they happen, not in digests.
        inArray(oceanReminders.type, [...DIGEST_TYPES]),
        gt(oceanReminders.recordedAt, from),
        lte(oceanReminders.recordedAt, until),
        sql`${oceanReminders.notifiedAt} is distinct from ${oceanReminders.recordedAt}`,
        inArray(oceanReminders.shipmentId, visible),
      ),
    )
    .orderBy(asc(oceanReminders.recordedAt), asc(oceanReminders.id));

  const byShipment = new Map<string, { latest: number; items: DigestItem[] }>();
  const add = (shipmentId: string, item: DigestItem, at: number) => {
    const entry = byShipment.get(shipmentId) ?? { latest: 0, items: [] };
    entry.items.push(item);
    entry.latest = Math.max(entry.latest, at);
    byShipment.set(shipmentId, entry);
  };
  for (const [key, run] of foldRuns(changes)) {
    const item = itemOf(run, ports);
    if (item) add(key.slice(0, key.indexOf('|')), item, run.latest);
  }
  const horizon = new Date(until.getTime() + LAST_FREE_DAY_DIGEST_HOURS * 3_600_000);
  const endingSoon = await tx
    .select({
      shipmentId: terminalWatches.shipmentId,
      portCode: terminalWatches.portCode,
      lastFreeDay: terminalWatches.lastFreeDay,
    })
    .from(terminalWatches)
    .where(
      and(
        gt(terminalWatches.lastFreeDay, until),
        lte(terminalWatches.lastFreeDay, horizon),
        inArray(terminalWatches.shipmentId, visible),
      ),
    );
  for (const e of endingSoon) {
    const newValue = (e.lastFreeDay as Date).toISOString();
    const told = byShipment
      .get(e.shipmentId)
      ?.items.some((i) => i.event.startsWith('LFD_') && i.newValue === newValue);
    if (told) continue;
    add(
      e.shipmentId,
      {
        kind: 'lastFreeDay',
        event: 'LFD_DUE',
        portCode: e.portCode,
        portTimeZone: ports.get(e.portCode)?.timeZone ?? null,
        oldValue: null,
        newValue,
        deltaHours: null,
      },
      0,
    );
  }
  const ordered = [...byShipment.entries()].sort((a, b) => b[1].latest - a[1].latest);
  const shown = ordered.slice(0, MAX_DIGEST_SHIPMENTS);
  if (shown.length === 0) return { shipments: [], total: 0 };

  const ids = shown.map(([id]) => id);
  const subscriptions = await tx
    .select({
      id: oceanSubscriptions.id,
      shipmentId: oceanSubscriptions.shipmentId,
      ownerUserId: oceanSubscriptions.ownerUserId,
      billNumber: oceanSubscriptions.billNumber,
      containerNumber: oceanSubscriptions.containerNumber,
      carrierCode: oceanSubscriptions.carrierCode,
      polCode: oceanSubscriptions.polCode,
      podCode: oceanSubscriptions.podCode,
    })
    .from(oceanSubscriptions)
    .where(and(scopeCondition(scope), inArray(oceanSubscriptions.shipmentId, ids)))
    .orderBy(asc(oceanSubscriptions.createdAt));
  const views = await tx
    .select({ id: oceanShipments.id, view: oceanShipments.view })
    .from(oceanShipments)
    .where(inArray(oceanShipments.id, ids));
  const viewOf = new Map(views.map((v) => [v.id, v.view as OceanShipmentView | null]));

  const shipments: DigestShipment[] = [];
  for (const [shipmentId, { items }] of shown) {
    const mine = subscriptions.filter((s) => s.shipmentId === shipmentId);
    // Linked to the member's own subscription when they have one.
    const s = mine.find((m) => m.ownerUserId === scope.userId) ?? mine[0];
    if (!s) continue;
    const leg = viewOf.get(shipmentId)?.transports.find((t) => t.vessel?.vesselName);
    shipments.push({
      subscriptionId: s.id,
      businessNumber: s.billNumber || s.containerNumber,
      carrierCode: s.carrierCode,
      polCode: s.polCode,
      podCode: s.podCode,
      vessel: leg?.vessel?.vesselName ?? null,
      voyage: leg?.voyage ?? null,
      items,
    });
  }
  return { shipments, total: ordered.length };
}

interface Run {
  event: NotificationEvent;
  portCode: string;
  code: string | null;
  first: string | null;
  last: string | null;
  latest: number;
}

/** The changes of one date (shipment, event, port) over the period: its first and last value. */
function foldRuns(
  changes: {
    shipmentId: string;
    event: NotificationEvent;
    portCode: string | null;
    oldValue: string | null;
    newValue: string | null;
    code: string | null;
    recordedAt: Date;
  }[],
): Map<string, Run> {
  const runs = new Map<string, Run>();
  for (const c of changes) {
    const portCode = c.portCode ?? '';
    const key = `${c.shipmentId}|${c.event}|${reminderSubject({ event: c.event, portCode, code: c.code })}`;
    const run = runs.get(key);
    if (run) {
      run.last = c.newValue;
      run.latest = c.recordedAt.getTime();
    } else {
      runs.set(key, {
        event: c.event,
        portCode,
        code: c.code,
        first: c.oldValue,
        last: c.newValue,
        latest: c.recordedAt.getTime(),
      });
    }
  }
  return runs;
}

function itemOf(run: Run, ports: PortDirectory): DigestItem | null {
  if (run.last === null) return null;
  if (run.first !== null && Date.parse(run.first) === Date.parse(run.last)) return null;
  const deltaHours = run.first === null ? null : (Date.parse(run.last) - Date.parse(run.first)) / 3_600_000;
  return {
    kind:
      run.event === 'HOLD_SET'
        ? 'hold'
        : run.event === 'ATA_CHANGE' && run.first === null
          ? 'arrival'
          : 'dateChange',
    event: run.event,
    portCode: run.portCode,
    portTimeZone: ports.get(run.portCode)?.timeZone ?? null,
    oldValue: run.first,
    newValue: run.last,
    deltaHours,
    ...(run.event === 'HOLD_SET' ? { code: run.code } : {}),
  };
}
