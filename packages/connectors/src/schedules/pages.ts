import { ProviderFault } from '../ocean/contract.js';
import { parseJsonBody, tntRequest, underBase } from '../ocean/dcsa-tnt/http.js';
import type { ScheduleProviderConfig } from './contract.js';
import { type RetryPolicy, withRetry } from './retry.js';
import type { ListValidator } from './spec-validator.js';

export interface PageWalkOptions {
  /** `limit` of the first request (the cursor carries it on). */
  pageSize: number;
  /** A cursor that never ends is a broken provider; stop after this many pages. */
  maxPages: number;
  validate: ListValidator;
  retry?: RetryPolicy;
}

/**
 * Every item of a CS 1.0 / OVS 3.0 list endpoint: the first page with the filters, then
 * `?cursor=<Next-Page-Cursor>` until the header is gone. Each page is retried on transient
 * faults and checked against the spec; one page that stays broken fails the whole walk, so the
 * caller never stores half a schedule. (HTTP, timeouts and fault classes: the T&T client's
 * tntRequest, the same DCSA conventions: API-Key header, no redirects followed.)
 */
export async function fetchAllPages(
  config: ScheduleProviderConfig,
  path: string,
  filters: Record<string, string>,
  options: PageWalkOptions,
): Promise<Record<string, unknown>[]> {
  const first = underBase(config.baseUrl, path);
  for (const [name, value] of Object.entries(filters)) first.searchParams.set(name, value);
  first.searchParams.set('limit', String(options.pageSize));
  const items: Record<string, unknown>[] = [];
  let url: URL | null = first;
  for (let page = 1; url !== null; page++) {
    if (page > options.maxPages)
      throw new ProviderFault(
        'invalid-body',
        `${path}: pagination did not end after ${options.maxPages} pages`,
      );
    const current: URL = url;
    const result = await withRetry(async () => {
      const response = await tntRequest(config, { method: 'GET', url: current });
      const checked = options.validate(parseJsonBody(response, `${path} page ${page}`));
      if (!checked.ok)
        throw new ProviderFault(
          'invalid-body',
          `${path} page ${page}: schema: ${checked.reason}`,
          response.status,
        );
      return { items: checked.items, cursor: response.headers.get('Next-Page-Cursor') };
    }, options.retry);
    items.push(...result.items);
    if (result.cursor) {
      url = underBase(config.baseUrl, path);
      url.searchParams.set('cursor', result.cursor);
    } else url = null;
  }
  return items;
}
