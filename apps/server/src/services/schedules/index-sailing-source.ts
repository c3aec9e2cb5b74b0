import type { CutOffs, PortDirectory, ScheduleCall } from '@tracklane/domain';
import type { SailingSource } from './load-sailings.js';
import type { ScheduleIndex } from './schedule-index.js';
import { type CallRow, cutOffsOf, scheduleCallOf } from './schedule-rows.js';

interface Printed {
  /** Per port directory (the reference data: one per process), call id → wire call. */
  calls: WeakMap<PortDirectory, Map<string, ScheduleCall>>;
  cutOffs: Map<string, CutOffs>;
}

const printedBy = new WeakMap<ScheduleIndex, Printed>();

/**
 * A page's voyages and calls from the index. An index never changes, so a call's wire form and
 * cut-offs are made once, the first time a page shows the call, and shared by every later page
 * (they are only serialized, never modified): making them for each page was most of a search's
 * CPU. At most every call of the index is kept, and dropped with the index.
 */
export function indexSailingSource(index: ScheduleIndex): SailingSource {
  let printed = printedBy.get(index);
  if (!printed) {
    printed = { calls: new WeakMap(), cutOffs: new Map() };
    printedBy.set(index, printed);
  }
  const { calls, cutOffs } = printed;
  return {
    voyage: (id) => index.voyages.get(id)?.row,
    calls: (id) => index.voyages.get(id)?.callRows ?? [],
    wireCall(row: CallRow, ports: PortDirectory) {
      let byId = calls.get(ports);
      if (!byId) {
        byId = new Map();
        calls.set(ports, byId);
      }
      let wire = byId.get(row.id);
      if (!wire) {
        wire = scheduleCallOf(row, ports);
        byId.set(row.id, wire);
      }
      return wire;
    },
    cutOffs(row: CallRow) {
      let named = cutOffs.get(row.id);
      if (!named) {
        named = cutOffsOf(row);
        cutOffs.set(row.id, named);
      }
      return named;
    },
  };
}
