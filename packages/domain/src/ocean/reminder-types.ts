/**
 * What the engine records about a shipment between two refreshes (ocean_reminders) and a rule,
 * an e-mail or a webhook can name (issue 21). Five groups:
 * - date changes (platform.md §3): an estimate moved, an actual appeared or was corrected, at the
 *   load port, a transshipment port, the discharge port or the final destination;
 * - milestones: a new actual event of the view (codes below);
 * - warnings of views.md §4 newly raised (rolled cargo and omitted port call by name, the rest
 *   as WARNING carrying the warning code);
 * - terminal: the last free day set or moved, and free time ending within 48 hours (written by the
 *   terminal watch, not by a refresh);
 * - data: the carrier's data gone stale (written by the stale-data job, not by a refresh).
 * No zod here: the web bundle imports it for the settings page.
 */
import type { OceanEventCode, WarningCode } from './event-codes.js';

export const DATE_CHANGE_TYPES = ['ETD_CHANGE', 'ETA_CHANGE', 'ATD_CHANGE', 'ATA_CHANGE'] as const;
export const MILESTONE_TYPES = [
  'VESSEL_DEPARTED',
  'VESSEL_ARRIVED',
  'DISCHARGED',
  'AVAILABLE_FOR_PICKUP',
  'GATE_OUT',
  'EMPTY_RETURNED',
  'HOLD_SET',
  'HOLD_RELEASED',
] as const;
/** The terminal's last free day: set or moved, and free time ending within 48 hours (the terminal watch). */
export const TERMINAL_REMINDER_TYPES = ['LFD_CHANGE', 'LFD_DUE'] as const;
export const WARNING_REMINDER_TYPES = ['ROLLED', 'PORT_OMITTED', 'WARNING'] as const;
export const DATA_REMINDER_TYPES = ['DATA_STALE'] as const;

/** Every reminder type, grouped in this order on the settings page. */
export const REMINDER_TYPES = [
  ...DATE_CHANGE_TYPES,
  ...MILESTONE_TYPES,
  ...TERMINAL_REMINDER_TYPES,
  ...WARNING_REMINDER_TYPES,
  ...DATA_REMINDER_TYPES,
] as const;
export type ReminderType = (typeof REMINDER_TYPES)[number];
export type DateChangeType = (typeof DATE_CHANGE_TYPES)[number];
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

export type ReminderGroup = 'dates' | 'milestones' | 'terminal' | 'warnings' | 'data';
export const REMINDER_GROUPS: Record<ReminderGroup, readonly ReminderType[]> = {
  dates: DATE_CHANGE_TYPES,
  milestones: MILESTONE_TYPES,
  terminal: TERMINAL_REMINDER_TYPES,
  warnings: WARNING_REMINDER_TYPES,
  data: DATA_REMINDER_TYPES,
};

export function reminderGroupOf(type: ReminderType): ReminderGroup {
  if ((DATE_CHANGE_TYPES as readonly string[]).includes(type)) return 'dates';
  if ((MILESTONE_TYPES as readonly string[]).includes(type)) return 'milestones';
  if ((TERMINAL_REMINDER_TYPES as readonly string[]).includes(type)) return 'terminal';
  if ((WARNING_REMINDER_TYPES as readonly string[]).includes(type)) return 'warnings';
  return 'data';
}

/** Only date changes have a size: the threshold applies to them alone. */
export const isDateChange = (type: ReminderType): type is DateChangeType => reminderGroupOf(type) === 'dates';

/** Where along the route a date or milestone is: load, transshipment, discharge port, final destination. */
export const PLACE_ROLES = ['POL', 'POT', 'POD', 'PDE'] as const;
export type PlaceRole = (typeof PLACE_ROLES)[number];

/** The actual events that make each milestone (event-codes.ts). */
export const MILESTONE_CODES: Record<MilestoneType, readonly OceanEventCode[]> = {
  VESSEL_DEPARTED: ['DLPT', 'TSDP'],
  VESSEL_ARRIVED: ['BDAR', 'POCA', 'TSBA'],
  DISCHARGED: ['DSCH', 'TSDC'],
  AVAILABLE_FOR_PICKUP: ['PCAB'],
  GATE_OUT: ['STCS'],
  EMPTY_RETURNED: ['RCVE'],
  // Customs, terminal and carrier holds and their releases.
  HOLD_SET: ['CUIP', 'TMHD', 'SRHD'],
  HOLD_RELEASED: ['PASS', 'TMPS', 'SRRS'],
};

/** The warning that has an event type of its own; the others are WARNING with their code. */
export function warningReminderType(code: WarningCode): (typeof WARNING_REMINDER_TYPES)[number] {
  if (code === 'WDLPT') return 'ROLLED';
  if (code === 'WTSBA' || code === 'WBDAR') return 'PORT_OMITTED';
  return 'WARNING';
}

/**
 * Which one thing a change is about, for folding changes of a window and remembering what a member
 * was told: the port for dates and milestones (BDAR and POCA are one arrival), the port and the
 * code for holds (a customs and a terminal hold are two) and warnings.
 */
export function reminderSubject(change: {
  event: ReminderType;
  portCode: string;
  code?: string | null;
}): string {
  const group = reminderGroupOf(change.event);
  const withCode =
    group === 'warnings' ||
    group === 'data' ||
    change.event === 'HOLD_SET' ||
    change.event === 'HOLD_RELEASED';
  return withCode && change.code ? `${change.portCode} ${change.code}` : change.portCode;
}
