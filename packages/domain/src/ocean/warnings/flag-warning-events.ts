/**
 * views.md §4 warning → event mapping: each warning flags the event it is about, so the timeline
 * can mark it. Targets, in order of preference:
 * WGITM→GITM, WDUMP→DUMP, WDLPT→DLPT, WTSBA→TSBA, WBDAR→BDAR, WSTCS→STCS, WRCVE→RCVE;
 * WGTOT→CUIP, or the POD discharge (DSCH, raw DISC) when an STCS event exists — and also when no
 * CUIP exists, so a dwell warning always marks the box's discharge;
 * WPCGI→POCA, or BDAR when no POCA exists;
 * WETA→FETA; DCSA feeds have no FETA event, so the open arrival estimate at the POD (BDAR) is
 * flagged instead.
 * The event must be at the warning's place and of its container when the warning names them.
 */
import type { CodedEvent } from '../coded-event.js';
import type { WarningCode } from '../event-codes.js';
import type { Warning } from '../shipment-view.js';

function targetsOf(code: WarningCode, present: ReadonlySet<string>): string[] {
  switch (code) {
    case 'WGITM':
      return ['GITM'];
    case 'WDUMP':
      return ['DUMP'];
    case 'WDLPT':
      return ['DLPT'];
    case 'WTSBA':
      return ['TSBA'];
    case 'WBDAR':
      return ['BDAR'];
    case 'WGTOT':
      return present.has('STCS') || !present.has('CUIP') ? ['DSCH', 'DISC'] : ['CUIP'];
    case 'WPCGI':
      return present.has('POCA') ? ['POCA'] : ['BDAR'];
    case 'WETA':
      return present.has('FETA') ? ['FETA'] : ['BDAR'];
    case 'WSTCS':
      return ['STCS'];
    case 'WRCVE':
      return ['RCVE'];
  }
}

/** Returns, for each flagged event, its warning code (first warning wins on an event). */
export function flagWarningEvents(
  events: readonly CodedEvent[],
  warnings: readonly Warning[],
): Map<CodedEvent, WarningCode> {
  const present = new Set(events.map((e) => e.code));
  const byCode = new Map<string, CodedEvent[]>();
  for (const e of events) {
    const list = byCode.get(e.code);
    if (list) list.push(e);
    else byCode.set(e.code, [e]);
  }
  const flags = new Map<CodedEvent, WarningCode>();
  for (const w of warnings) {
    for (const target of targetsOf(w.eventCode, present)) {
      const hit = (byCode.get(target) ?? []).find(
        (e) =>
          !flags.has(e) &&
          (!w.eventLocation || e.loc === w.eventLocation) &&
          (!w.containerNumber ||
            !e.source.equipmentReference ||
            e.source.equipmentReference === w.containerNumber),
      );
      if (hit) {
        flags.set(hit, w.eventCode);
        break;
      }
    }
  }
  return flags;
}
