import type { DataScope } from './permissions.js';

/** Editions (spec platform.md §6, "editions gate data scope, update frequency, team size, volume"). */
export const EDITION_CODES = [
  'free',
  'personal',
  'standard',
  'professional',
  'enterprise',
  'business',
] as const;
export type EditionCode = (typeof EDITION_CODES)[number];

export interface EditionLimits {
  /** Shipments that may be tracked per year. */
  trackingVolume: number;
  /** Active members, main account included. */
  teamSize: number;
  /** How often tracked shipments are refreshed. */
  updateFrequencyMinutes: number;
  /**
   * Schedule calls (port-to-port searches, on-time statistics, AIS detection, terminal schedules,
   * proformas, service history) per UTC day for the organisation; more answer 42900.
   */
  scheduleCallsPerDay: number;
  /**
   * Data scopes a permission group may give sub-accounts. 'related' (own shipments only) is
   * always allowed; sharing every shipment with sub-accounts ('all') is a team feature.
   */
  dataScopes: readonly DataScope[];
  /**
   * Notification e-mails each member may be sent per calendar month (UTC); past it, notices
   * still reach the notice centre (GET /application/rule/calls0 shows the use).
   */
  notificationEmailsPerMonth: number;
  /** Messaging-app messages each member may be pushed per calendar month (UTC), likewise. */
  notificationMsgappPerMonth: number;
}

/**
 * Limits per edition, as published on the pricing page. Data, not code paths: services read the
 * limits, never the edition code. Free is the trial every organisation starts on.
 */
export const EDITIONS: Record<EditionCode, EditionLimits> = {
  free: {
    trackingVolume: 100,
    teamSize: 3,
    updateFrequencyMinutes: 360,
    scheduleCallsPerDay: 200,
    dataScopes: ['related'],
    notificationEmailsPerMonth: 300,
    notificationMsgappPerMonth: 300,
  },
  personal: {
    trackingVolume: 600,
    teamSize: 1,
    updateFrequencyMinutes: 240,
    scheduleCallsPerDay: 1000,
    dataScopes: ['related'],
    notificationEmailsPerMonth: 1_000,
    notificationMsgappPerMonth: 1_000,
  },
  standard: {
    trackingVolume: 3000,
    teamSize: 5,
    updateFrequencyMinutes: 120,
    scheduleCallsPerDay: 5000,
    dataScopes: ['related'],
    notificationEmailsPerMonth: 3_000,
    notificationMsgappPerMonth: 3_000,
  },
  professional: {
    trackingVolume: 12000,
    scheduleCallsPerDay: 20000,
    teamSize: 20,
    updateFrequencyMinutes: 60,
    dataScopes: ['all', 'related'],
    notificationEmailsPerMonth: 10_000,
    notificationMsgappPerMonth: 10_000,
  },
  enterprise: {
    trackingVolume: 60000,
    scheduleCallsPerDay: 100000,
    teamSize: 100,
    updateFrequencyMinutes: 30,
    dataScopes: ['all', 'related'],
    notificationEmailsPerMonth: 30_000,
    notificationMsgappPerMonth: 30_000,
  },
  business: {
    trackingVolume: 300000,
    scheduleCallsPerDay: 500000,
    teamSize: 500,
    updateFrequencyMinutes: 15,
    dataScopes: ['all', 'related'],
    notificationEmailsPerMonth: 100_000,
    notificationMsgappPerMonth: 100_000,
  },
};

/** A granted plan runs this long unless the grant says otherwise (platform.md §4: one year). */
export const PLAN_MONTHS_DEFAULT = 12;

export function isEditionCode(value: unknown): value is EditionCode {
  return typeof value === 'string' && (EDITION_CODES as readonly string[]).includes(value);
}

/** The stored edition as a code: organisations of the first slice were stored as 'trial'. */
export function editionCodeOf(stored: string): EditionCode {
  return isEditionCode(stored) ? stored : 'free';
}

export interface EffectiveEdition {
  code: EditionCode;
  validUntil: string | null;
  /** The plan ran out: its code is kept for display, its limits are free's. */
  expired: boolean;
  limits: EditionLimits;
}

/** The limits that apply now: an expired plan falls back to free. */
export function effectiveEdition(
  stored: string,
  validUntil: Date | null,
  now = new Date(),
): EffectiveEdition {
  const code = editionCodeOf(stored);
  const expired = code !== 'free' && validUntil !== null && validUntil.getTime() <= now.getTime();
  return {
    code,
    validUntil: validUntil?.toISOString() ?? null,
    expired,
    limits: EDITIONS[expired ? 'free' : code],
  };
}
