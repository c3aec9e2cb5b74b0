import {
  type DigestCycle,
  type DigestSchedule,
  type DigestScheduleInput,
  digestDayField,
  knownZone,
  nextDigestRun,
} from '@tracklane/domain';
import { browserZone as ownBrowserZone } from '../../../shared/time/zoned-time';

/** The digest form's values: the schedule, with the addresses as one text. */
export interface DigestFormValues {
  enabled: boolean;
  cycle: DigestCycle;
  weekday: number | null;
  monthDay: number | null;
  time: string;
  timeZone: string;
  emails: string;
}

/** The browser's IANA zone, what a new schedule is read in; UTC when the browser cannot say. */
export function browserZone(): string {
  return knownZone(ownBrowserZone() ?? '') ?? 'UTC';
}

/** The zones to pick from: the runtime's list, with the current one first if it is missing. */
export function zoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    zones = [];
  }
  const all = zones.includes('UTC') ? zones : [...zones, 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}

/** A saved schedule in the form; a member who never saved one starts in the browser's zone. */
export function scheduleToForm(schedule: DigestSchedule, zone = browserZone()): DigestFormValues {
  return {
    enabled: schedule.enabled,
    cycle: schedule.cycle,
    weekday: schedule.weekday ?? 1,
    monthDay: schedule.monthDay ?? 1,
    time: schedule.time,
    timeZone: schedule.isDefault ? zone : schedule.timeZone,
    emails: schedule.emails.join(', '),
  };
}

/** What POST /application/rule/digest gets: only the day field the cycle uses. */
export function formToSchedule(values: DigestFormValues): DigestScheduleInput {
  const day = digestDayField(values.cycle);
  return {
    enabled: values.enabled,
    cycle: values.cycle,
    weekday: day === 'weekday' ? values.weekday : null,
    monthDay: day === 'monthDay' ? values.monthDay : null,
    time: values.time,
    timeZone: values.timeZone,
    emails: values.emails?.trim() ?? '',
  };
}

/** The next send the form's values would give (the server works it out the same way on save). */
export function previewNextRun(values: Partial<DigestFormValues>, now = new Date()): Date | null {
  if (!values.enabled || !values.cycle || !values.time || !values.timeZone) return null;
  return nextDigestRun(
    {
      cycle: values.cycle,
      weekday: values.cycle === 'weekly' ? (values.weekday ?? null) : null,
      monthDay: values.cycle === 'monthly' ? (values.monthDay ?? null) : null,
      time: values.time,
      timeZone: values.timeZone,
    },
    now,
  );
}
