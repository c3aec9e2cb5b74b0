import type { ScheduleBatch, ScheduleProviderConfig } from '../contract.js';
import { fetchAllPages } from '../pages.js';
import type { RetryPolicy } from '../retry.js';
import { type ListValidator, listValidator } from '../spec-validator.js';
import {
  mapPointToPointRoutes,
  mapPortSchedules,
  mapVesselSchedules,
  type P2pRoute,
  type PortScheduleEntry,
} from './mapping.js';

export const CS_SPEC_FILE = 'cs_v1.0.3.yaml';
export const CS_PATHS = {
  pointToPoint: '/v1/point-to-point-routes',
  portSchedules: '/v1/port-schedules',
  vesselSchedules: '/v1/vessel-schedules',
} as const;

export interface DcsaCsClientOptions {
  /** Items per page. Default 50. */
  pageSize?: number;
  /** Default 500. */
  maxPages?: number;
  /** Per endpoint, for tests that inject a validator; default the spec's. */
  validate?: Partial<Record<keyof typeof CS_PATHS, ListValidator>>;
  retry?: RetryPolicy;
}

type Filters = Record<string, string | number | undefined>;

export interface DcsaCsClient {
  /** vesselIMONumber, carrierServiceCode, UNLocationCode, startDate, endDate … (CS 1.0 names). */
  fetchVesselSchedules(filters: Filters): Promise<ScheduleBatch>;
  /** placeOfReceipt, placeOfDelivery, departureStartDate, departureEndDate, maxTranshipment … */
  fetchPointToPointRoutes(filters: Filters): Promise<P2pRoute[]>;
  /** UNLocationCode and date (both required by the spec). */
  fetchPortSchedules(filters: Filters): Promise<PortScheduleEntry[]>;
}

/** DCSA Commercial Schedules 1.0 consumer (I/O; the mapping is mapping.ts). */
export function createDcsaCsClient(
  config: ScheduleProviderConfig,
  options: DcsaCsClientOptions = {},
): DcsaCsClient {
  const walk = (endpoint: keyof typeof CS_PATHS, filters: Filters) =>
    fetchAllPages(
      config,
      CS_PATHS[endpoint],
      Object.fromEntries(
        Object.entries(filters)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ),
      {
        pageSize: options.pageSize ?? 50,
        maxPages: options.maxPages ?? 500,
        validate: options.validate?.[endpoint] ?? listValidator(CS_SPEC_FILE, CS_PATHS[endpoint]),
        ...(options.retry ? { retry: options.retry } : {}),
      },
    );
  return {
    fetchVesselSchedules: async (filters) => mapVesselSchedules(await walk('vesselSchedules', filters)),
    fetchPointToPointRoutes: async (filters) => mapPointToPointRoutes(await walk('pointToPoint', filters)),
    fetchPortSchedules: async (filters) => mapPortSchedules(await walk('portSchedules', filters)),
  };
}
