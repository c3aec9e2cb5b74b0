import { ProviderFault } from '../../ocean/contract.js';

/**
 * The terminal provider's answers as we rely on them, checked field by field. A body that breaks
 * them (the sandbox's `invalid` fault turns strings into numbers) is an `invalid-body` fault
 * naming the first failing path, so the mapping only ever sees well-formed data.
 */
type Kind = 'string' | 'string|null' | 'array';

const RECORD_FIELDS = {
  portCode: 'string',
  portName: 'string|null',
  terminalCode: 'string|null',
  terminalName: 'string|null',
  containerNumber: 'string',
  containerStatus: 'string|null',
  ieid: 'string|null',
  vesselName: 'string|null',
  voyage: 'string|null',
  updateDate: 'string|null',
  lastFreeDay: 'string|null',
  availableStatus: 'string|null',
  availableDate: 'string|null',
  holds: 'array',
  pickupEst: 'string|null',
  pickupAct: 'string|null',
  cusDate: 'string|null',
  cusStatus: 'string|null',
  srmDate: 'string|null',
  srmStatus: 'string|null',
  tmlDate: 'string|null',
  tmlStatus: 'string|null',
  inDate: 'string|null',
  outDate: 'string|null',
  openDate: 'string|null',
  closeDate: 'string|null',
} as const satisfies Record<string, Kind>;
const HOLD_FIELDS = {
  holdCategory: 'string',
  holdStatus: 'string',
  holdDate: 'string',
  holdReason: 'string|null',
} as const satisfies Record<string, Kind>;
const STAY_FIELDS = {
  portCode: 'string',
  terminalCode: 'string',
  terminalName: 'string',
  ieFlag: 'string',
  vesselName: 'string|null',
  voyage: 'string|null',
  openDate: 'string|null',
  closeDate: 'string|null',
} as const satisfies Record<string, Kind>;
const EVENT_FIELDS = {
  eventCode: 'string',
  eventTime: 'string',
  terminalCode: 'string',
  terminalName: 'string',
  containerNumber: 'string',
  ieFlag: 'string',
  vesselName: 'string|null',
  voyage: 'string|null',
  yardLocation: 'string|null',
  remark: 'string|null',
} as const satisfies Record<string, Kind>;
const SUBSCRIPTION_FIELDS = {
  subscriptionId: 'string',
  portCode: 'string',
  containerNumber: 'string',
  subscribedAt: 'string',
  dataAvailableFrom: 'string',
} as const satisfies Record<string, Kind>;

type Fields<T extends Record<string, Kind>> = {
  [K in keyof T]: T[K] extends 'string' ? string : T[K] extends 'array' ? unknown[] : string | null;
};
export type ProviderHold = Fields<typeof HOLD_FIELDS>;
export type ProviderRecord = Omit<Fields<typeof RECORD_FIELDS>, 'holds'> & { holds: ProviderHold[] };
export type ProviderStay = Fields<typeof STAY_FIELDS>;
export type ProviderPortEvent = Fields<typeof EVENT_FIELDS>;
export interface DownloadBody {
  portCode: string;
  records: ProviderRecord[];
}
export interface PortEventsBody {
  portCode: string;
  containers: { containerNumber: string; stays: ProviderStay[]; events: ProviderPortEvent[] }[];
}
export type SubscriptionBody = Fields<typeof SUBSCRIPTION_FIELDS>;

function fits(value: unknown, kind: Kind): boolean {
  if (kind === 'array') return Array.isArray(value);
  if (kind === 'string|null' && value === null) return true;
  return typeof value === 'string';
}

function check(value: unknown, fields: Record<string, Kind>, path: string, what: string): void {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ProviderFault('invalid-body', `${what}: ${path} is not an object`);
  const item = value as Record<string, unknown>;
  for (const [key, kind] of Object.entries(fields)) {
    if (!fits(item[key], kind))
      throw new ProviderFault('invalid-body', `${what}: ${path}.${key} is not ${kind}`);
  }
}

function list(value: unknown, path: string, what: string): unknown[] {
  if (!Array.isArray(value)) throw new ProviderFault('invalid-body', `${what}: ${path} is not array`);
  return value;
}

export function downloadBodyOf(body: unknown, what: string): DownloadBody {
  check(body, { portCode: 'string', records: 'array' }, '$', what);
  const records = (body as { records: unknown[] }).records;
  records.forEach((record, i) => {
    check(record, RECORD_FIELDS, `$.records[${i}]`, what);
    list((record as { holds: unknown }).holds, `$.records[${i}].holds`, what).forEach((hold, j) => {
      check(hold, HOLD_FIELDS, `$.records[${i}].holds[${j}]`, what);
    });
  });
  return body as DownloadBody;
}

export function portEventsBodyOf(body: unknown, what: string): PortEventsBody {
  check(body, { portCode: 'string', containers: 'array' }, '$', what);
  (body as { containers: unknown[] }).containers.forEach((box, i) => {
    const path = `$.containers[${i}]`;
    check(box, { containerNumber: 'string', stays: 'array', events: 'array' }, path, what);
    const { stays, events } = box as { stays: unknown[]; events: unknown[] };
    for (const [j, stay] of stays.entries()) check(stay, STAY_FIELDS, `${path}.stays[${j}]`, what);
    for (const [j, event] of events.entries()) check(event, EVENT_FIELDS, `${path}.events[${j}]`, what);
  });
  return body as PortEventsBody;
}

export function subscriptionBodyOf(body: unknown, what: string): SubscriptionBody {
  check(body, SUBSCRIPTION_FIELDS, '$', what);
  return body as SubscriptionBody;
}
