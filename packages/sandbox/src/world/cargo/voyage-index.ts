/**
 * Lookups the cargo planner needs over the fleet's voyages: by id, the next sailing of a service
 * and the voyages calling at a port. Built once per world.
 */
import type { PortCall, Service, Voyage } from '../model.js';
import type { CargoFleet } from './inputs.js';
import { VOYAGES_PER_SERVICE_WEEK, weekOf } from './numbering.js';

export interface VoyageIndex {
  voyage(id: string): Voyage | undefined;
  service(code: string): Service | undefined;
  /** Voyages of a service in order of their first planned departure. */
  sailings(serviceCode: string): readonly Voyage[];
  /** Distinct service codes with a scheduled call at a port (by the code the calls use). */
  servicesCallingAt(locode: string): readonly string[];
  /** Worked calls of a service at a port, in order of planned departure. */
  departuresAt(serviceCode: string, locode: string): readonly { voyage: Voyage; seq: number }[];
  /** Slot of a voyage among all voyages starting in its week, or null when its week is full. */
  voyageSlot(voyage: Voyage): number | null;
  serviceCount: number;
}

export function firstDeparture(voyage: Voyage): number {
  return voyage.calls[0]?.plannedDeparture ?? 0;
}

/** Calls cargo can be worked at: not omitted and not part of a blank sailing. */
export function isWorked(call: PortCall): boolean {
  return call.status === 'SCHEDULED' || call.status === 'ADDED_TO_SCHEDULE';
}

export function indexVoyages(fleet: CargoFleet): VoyageIndex {
  const byId = new Map(fleet.voyages.map((v) => [v.id, v] as const));
  const services = new Map(fleet.services.map((s) => [s.code, s] as const));
  // Sorted codes: a service keeps its index as long as the fleet's service list is the same.
  const serviceOrder = new Map([...services.keys()].sort().map((code, i) => [code, i] as const));
  const sailings = new Map<string, Voyage[]>();
  const callingAt = new Map<string, Set<string>>();
  for (const voyage of fleet.voyages) {
    const list = sailings.get(voyage.serviceCode) ?? [];
    list.push(voyage);
    sailings.set(voyage.serviceCode, list);
    for (const call of voyage.calls) {
      const set = callingAt.get(call.locode) ?? new Set<string>();
      set.add(voyage.serviceCode);
      callingAt.set(call.locode, set);
    }
  }
  for (const list of sailings.values()) {
    list.sort((a, b) => firstDeparture(a) - firstDeparture(b) || (a.id < b.id ? -1 : 1));
  }
  const departures = new Map<string, { voyage: Voyage; seq: number }[]>();
  for (const list of sailings.values()) {
    for (const voyage of list) {
      if (voyage.blank) continue;
      voyage.calls.forEach((call, seq) => {
        if (!isWorked(call)) return;
        const key = `${voyage.serviceCode} ${call.locode}`;
        const at = departures.get(key) ?? [];
        at.push({ voyage, seq });
        departures.set(key, at);
      });
    }
  }
  for (const list of departures.values()) {
    list.sort(
      (a, b) =>
        (a.voyage.calls[a.seq]?.plannedDeparture ?? 0) - (b.voyage.calls[b.seq]?.plannedDeparture ?? 0),
    );
  }
  const callingSorted = new Map([...callingAt].map(([code, set]) => [code, [...set].sort()] as const));

  const voyageSlot = (voyage: Voyage): number | null => {
    const serviceIndex = serviceOrder.get(voyage.serviceCode);
    if (serviceIndex === undefined) return null;
    const week = weekOf(firstDeparture(voyage));
    // Rank among the service's voyages of the same week, ordered by id (usually 0).
    const sameWeek = (sailings.get(voyage.serviceCode) ?? [])
      .filter((v) => weekOf(firstDeparture(v)) === week)
      .map((v) => v.id)
      .sort();
    const rank = sameWeek.indexOf(voyage.id);
    if (rank < 0 || rank >= VOYAGES_PER_SERVICE_WEEK) return null;
    return serviceIndex * VOYAGES_PER_SERVICE_WEEK + rank;
  };

  return {
    voyage: (id) => byId.get(id),
    service: (code) => services.get(code),
    sailings: (code) => sailings.get(code) ?? [],
    servicesCallingAt: (locode) => callingSorted.get(locode) ?? [],
    departuresAt: (serviceCode, locode) => departures.get(`${serviceCode} ${locode}`) ?? [],
    voyageSlot,
    serviceCount: services.size,
  };
}
