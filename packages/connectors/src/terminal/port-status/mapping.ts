import type { TerminalPortEvent, TerminalRecord, TerminalSubscription } from '@tracklane/domain';
import { holdStatusOf, ieidOf, portEventRole, statusAfterEvent, statusBeforeEvents } from './codes.js';
import type {
  DownloadBody,
  PortEventsBody,
  ProviderPortEvent,
  ProviderRecord,
  ProviderStay,
  SubscriptionBody,
} from './schema.js';

/**
 * Pure mapping of the terminal provider's answers (already shape-checked by schema.ts) to the
 * terminal record of views.md §3. Repeated items (a flaky feed sends some twice) are kept once.
 */
export function mapTerminalRecord(record: ProviderRecord): TerminalRecord {
  const holds = uniqueBy(record.holds, (h) => `${h.holdCategory}|${h.holdStatus}|${h.holdDate}`);
  return {
    portCode: record.portCode,
    portName: record.portName,
    terminalCode: record.terminalCode,
    terminalName: record.terminalName,
    containerStatus: record.containerStatus,
    containerNumber: record.containerNumber,
    ieid: ieidOf(record.ieid),
    vesselName: record.vesselName,
    voyage: record.voyage,
    updateDate: record.updateDate,
    lastFreeDay: record.lastFreeDay,
    availableStatus: record.availableStatus,
    availableDate: record.availableDate,
    holds: holds.map((h) => ({
      holdCategory: h.holdCategory,
      holdStatus: holdStatusOf(h.holdStatus),
      holdDate: h.holdDate,
      holdReason: h.holdReason,
    })),
    pickupEst: record.pickupEst,
    pickupAct: record.pickupAct,
    cusDate: record.cusDate,
    cusStatus: record.cusStatus,
    srmDate: record.srmDate,
    srmStatus: record.srmStatus,
    tmlDate: record.tmlDate,
    tmlStatus: record.tmlStatus,
    inDate: record.inDate,
    outDate: record.outDate,
    open: record.openDate,
    close: record.closeDate,
    dumps: [],
  };
}

export function mapDownload(body: DownloadBody): TerminalRecord[] {
  const records = uniqueBy(body.records, (r) => `${r.containerNumber}|${r.terminalCode}|${r.ieid}`);
  return records.map(mapTerminalRecord);
}

/**
 * One record per box from its port events: the latest stay names terminal, vessel and receiving
 * window; that stay's events date the record (first in, last out, customs release) and its yard
 * moves become the card's dump events. A box without any stay gets a record without a terminal
 * code, which the API answers as "no port data".
 */
export function mapPortEvents(body: PortEventsBody, portName: string | null = null): TerminalRecord[] {
  const boxes = uniqueBy(body.containers, (c) => c.containerNumber);
  return boxes.map((box) => {
    const stay = box.stays[box.stays.length - 1] ?? null;
    const events = uniqueBy(
      box.events.filter(
        (e) => stay === null || (e.terminalCode === stay.terminalCode && e.ieFlag === stay.ieFlag),
      ),
      (e) => `${e.eventCode}|${e.eventTime}|${e.yardLocation}`,
    ).sort((a, b) => a.eventTime.localeCompare(b.eventTime));
    return recordFromEvents(body.portCode, portName, box.containerNumber, stay, events);
  });
}

function recordFromEvents(
  portCode: string,
  portName: string | null,
  containerNumber: string,
  stay: ProviderStay | null,
  events: ProviderPortEvent[],
): TerminalRecord {
  const ieid = ieidOf(stay?.ieFlag ?? null);
  const timeOf = (role: string, pick: 'first' | 'last') => {
    const found = events.filter((e) => portEventRole(e.eventCode) === role);
    return (pick === 'first' ? found[0] : found[found.length - 1])?.eventTime ?? null;
  };
  const cusDate = timeOf('customs', 'last');
  const dumps: TerminalPortEvent[] = events
    .filter((e) => portEventRole(e.eventCode) === 'dump')
    .map((e) => ({
      eventCode: e.eventCode,
      eventTime: e.eventTime,
      yardLocation: e.yardLocation,
      remark: e.remark,
    }));
  return {
    portCode,
    portName,
    terminalCode: stay?.terminalCode ?? null,
    terminalName: stay?.terminalName ?? null,
    containerStatus: events.reduce<string | null>(
      (status, e) => statusAfterEvent(e.eventCode, status),
      statusBeforeEvents(ieid),
    ),
    containerNumber,
    ieid,
    vesselName: stay?.vesselName ?? null,
    voyage: stay?.voyage ?? null,
    updateDate: events[events.length - 1]?.eventTime ?? null,
    // Port community systems publish no free time, availability or carrier/terminal releases.
    lastFreeDay: null,
    availableStatus: null,
    availableDate: null,
    holds: [],
    pickupEst: null,
    pickupAct: ieid === 'I' ? timeOf('out', 'last') : null,
    cusDate,
    cusStatus: cusDate === null ? (stay ? 'PENDING' : null) : 'RELEASED',
    srmDate: null,
    srmStatus: null,
    tmlDate: null,
    tmlStatus: null,
    inDate: timeOf('in', 'first'),
    outDate: timeOf('out', 'last'),
    open: stay?.openDate ?? null,
    close: stay?.closeDate ?? null,
    dumps,
  };
}

export function mapSubscription(body: SubscriptionBody): TerminalSubscription {
  return {
    subscriptionId: body.subscriptionId,
    portCode: body.portCode,
    containerNumber: body.containerNumber,
    subscribedAt: body.subscribedAt,
    dataAvailableFrom: body.dataAvailableFrom,
  };
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
