import type { PortLocation } from '@tracklane/domain';
import { request } from '../../../app/request';

/** GET /vessel2/location/ports: ports with their coordinates (PortLocation, packages/domain/src/ports). */
export const portsApi = {
  /** Exact UN/LOCODEs; unknown codes are left out of the answer. */
  byCodes: async (codes: readonly string[]) =>
    (await request<PortLocation[]>({ url: '/vessel2/location/ports', params: { codes: codes.join(',') } }))
      .data,
  /** A code or name prefix; keys of 3 characters or fewer find nothing (views.md §5). */
  search: async (key: string) =>
    (await request<PortLocation[]>({ url: '/vessel2/location/ports', params: { key }, silent: true })).data,
};
