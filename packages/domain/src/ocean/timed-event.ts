import type { CarrierEvent } from './carrier-event.js';
import type { PortDirectory } from './port-directory.js';

/**
 * A carrier event with what every rule needs precomputed once: epoch times (parsing ISO strings
 * inside sort comparators would dominate a refresh) and the canonical port code, so that CNSHA and
 * CNSGH count as the same place.
 */
export interface TimedEvent {
  source: CarrierEvent;
  /** eventTime in epoch ms. */
  at: number;
  /** createdTime in epoch ms. */
  created: number;
  /** Canonical UN/LOCODE from the port directory, else the provider's code, else null. */
  loc: string | null;
  /** Vessel identity (IMO, else name) with the voyage; null for moves without a vessel. */
  voyageKey: string | null;
}

const VESSEL_MODES = new Set(['VESSEL', 'BARGE']);

/** True for moves by ship: the DCSA mode says so, or no mode is given but a vessel is named. */
export function isVesselMove(e: CarrierEvent): boolean {
  if (e.modeOfTransport) return VESSEL_MODES.has(e.modeOfTransport);
  return e.vesselImo !== null || e.vesselName !== null || e.voyage !== null;
}

export function voyageKeyOf(e: CarrierEvent): string | null {
  if (!isVesselMove(e)) return null;
  const vessel = e.vesselImo ?? e.vesselName?.toUpperCase() ?? '';
  if (!vessel && !e.voyage) return null;
  return `${vessel}/${e.voyage ?? ''}`;
}

export function toTimedEvent(e: CarrierEvent, ports: PortDirectory): TimedEvent {
  const code = e.locationCode?.trim().toUpperCase() || null;
  const at = Date.parse(e.eventTime);
  const created = Date.parse(e.createdTime);
  return {
    source: e,
    at,
    // A missing creation stamp orders the version by its own time rather than poisoning sorts.
    created: Number.isNaN(created) ? at : created,
    loc: code ? (ports.get(code)?.code ?? code) : null,
    voyageKey: voyageKeyOf(e),
  };
}

export const DAY_MS = 86_400_000;

/**
 * The event time as ISO text: the provider's string when it already is canonical UTC (connectors
 * normalise to it), which spares a Date allocation per event on every refresh.
 */
export function eventTimeIso(t: TimedEvent): string {
  const text = t.source.eventTime;
  return text.length === 24 && text.endsWith('Z') ? text : (iso(t.at) ?? text);
}

/** The creation time as ISO text, the provider's string when canonical (see eventTimeIso). */
export function createdTimeIso(t: TimedEvent): string {
  const text = t.source.createdTime;
  return text.length === 24 && text.endsWith('Z') ? text : (iso(t.created) ?? text);
}

export const iso = (ms: number | null | undefined): string | null =>
  ms === null || ms === undefined || Number.isNaN(ms) ? null : new Date(ms).toISOString();
