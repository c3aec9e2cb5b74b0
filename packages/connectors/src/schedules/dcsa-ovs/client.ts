import type { ScheduleBatch, ScheduleProviderConfig } from '../contract.js';
import { fetchAllPages } from '../pages.js';
import type { RetryPolicy } from '../retry.js';
import { type ListValidator, listValidator } from '../spec-validator.js';
import { knownStatusCodes } from './codes.js';
import { mapServiceSchedules } from './mapping.js';

export const OVS_SPEC_FILE = 'ovs_v3.0.2.yaml';
export const OVS_PATH = '/v3/service-schedules';

export interface ServiceScheduleQuery {
  /** YYYY-MM-DD: calls from this day (OVS default: three months back). */
  startDate?: string;
  /** YYYY-MM-DD: calls until this day, inclusive (OVS default: six months ahead). */
  endDate?: string;
  carrierServiceCode?: string;
  vesselIMONumber?: string;
  UNLocationCode?: string;
}

export interface DcsaOvsClientOptions {
  /** Services per page. Default 20. */
  pageSize?: number;
  /** Default 500. */
  maxPages?: number;
  validate?: ListValidator;
  retry?: RetryPolicy;
}

export interface DcsaOvsClient {
  /** Every service schedule matching the query, all pages, checked and mapped; throws ProviderFault. */
  fetchServiceSchedules(query: ServiceScheduleQuery): Promise<ScheduleBatch>;
}

/** DCSA Operational Vessel Schedules 3.0 consumer (I/O; the mapping is mapping.ts). */
export function createDcsaOvsClient(
  config: ScheduleProviderConfig,
  options: DcsaOvsClientOptions = {},
): DcsaOvsClient {
  return {
    async fetchServiceSchedules(query) {
      const filters = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<
        string,
        string
      >;
      const items = await fetchAllPages(config, OVS_PATH, filters, {
        pageSize: options.pageSize ?? 20,
        maxPages: options.maxPages ?? 500,
        validate: options.validate ?? listValidator(OVS_SPEC_FILE, OVS_PATH),
        ...(options.retry ? { retry: options.retry } : {}),
      });
      return mapServiceSchedules(items, knownStatusCodes());
    },
  };
}
