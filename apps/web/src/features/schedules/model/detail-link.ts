import type { P2pSailing } from '@tracklane/domain';
import type { SailingRef } from '../hooks/use-sailing';
import { utcDay } from './format-time';

export const DETAIL_PATH = '/schedule/p2p/detail';

/** What the results hand the detail page: the sailing itself and the way back to them. */
export interface DetailState {
  sailing: P2pSailing;
  back: string;
}

/** The detail URL carries enough to find the sailing again when opened cold (use-sailing.ts). */
export function detailHref(sailing: P2pSailing): string {
  const params = new URLSearchParams({
    id: sailing.id,
    pol: sailing.pol.portCode,
    pod: sailing.pod.portCode,
    etd: utcDay(sailing.etd),
  });
  return `${DETAIL_PATH}?${params}`;
}

export function refFromParams(params: URLSearchParams): SailingRef | null {
  const id = params.get('id');
  const pol = params.get('pol');
  const pod = params.get('pod');
  const etd = params.get('etd');
  if (!id || !pol || !pod || !etd || !/^\d{4}-\d{2}-\d{2}$/.test(etd)) return null;
  return { id, pol, pod, etd };
}

export function isDetailState(value: unknown): value is DetailState {
  const v = value as Partial<DetailState> | null;
  return (
    typeof v === 'object' && v !== null && typeof v.back === 'string' && typeof v.sailing?.id === 'string'
  );
}
