import type { ShareAccepted, ShareInvitation } from '@tracklane/domain';
import { request } from '../../../app/request';
import type {
  CarrierEntry,
  CarrierFacet,
  CheckNowResult,
  ClientFacet,
  PortFacet,
  QrCode,
  SandboxSamples,
  StatusFacet,
  SubscribeInput,
  SubscriptionDetail,
  SubscriptionItem,
  SubscriptionListQuery,
  SubscriptionPage,
  TerminalRecord,
  TerminalSubscription,
  WarningFacet,
} from './ocean-types';

const S = '/application/ocean/subscribe';
const F = '/application/ocean/subscribes';
const INVITATIONS = '/application/ocean/share/invitations';
const seg = (id: string) => encodeURIComponent(id);

async function get<T>(url: string, params?: object, silent?: boolean): Promise<T> {
  return (await request<T>({ url, params: params as Record<string, string | number>, silent })).data;
}
async function post<T>(url: string, data?: unknown, silent?: boolean): Promise<T> {
  return (await request<T>({ url, method: 'POST', data: data ?? {}, silent })).data;
}

/** Every ocean call the web makes (platform.md §7 Ocean, views.md §7 Terminal/Route). */
export const oceanApi = {
  /** Errors (40000 naming the field, 40001, 40020, 42900) reject with a RequestError after the toast. */
  subscribe: (input: SubscribeInput, silent?: boolean) => post<SubscriptionItem>(S, input, silent),
  detail: (id: string) => get<SubscriptionDetail>(`${S}/${seg(id)}`),
  /** The old QR links (id + HMAC key) answer 40400 now: read-only views are share links (/s/:token). */
  clientDetail: (id: string, key: string) =>
    get<SubscriptionDetail>(`/application/ocean/client/subscribe/${seg(id)}`, { key }),
  list: (query: SubscriptionListQuery) => post<SubscriptionPage>(F, query),
  /** Silent: the caller shows a refusal (42900, too soon) beside its button. */
  checkNow: (id: string) => post<CheckNowResult>(`${S}/${seg(id)}/check`, {}, true),
  remark: (id: string, contents: string) => post<unknown>(`${S}/${seg(id)}/remark`, { contents }),
  client: (id: string, client: string) => post<unknown>(`${S}/${seg(id)}/client`, { client }),
  delete: (ids: string[]) => post<unknown>(`${F}/delete`, ids),
  /** The same answer whether or not `to` has an account: the recipient accepts or refuses. */
  share: (businessId: string, to: string) => post<null>(`${S}/share`, { businessId, to }),
  shareInvitations: () => get<ShareInvitation[]>(INVITATIONS),
  acceptInvitation: (id: string) => post<ShareAccepted>(`${INVITATIONS}/${seg(id)}/accept`),
  refuseInvitation: (id: string) => post<null>(`${INVITATIONS}/${seg(id)}/refuse`),
  qrcode: (subscriptionId: string) => get<QrCode>(`${S}/qrcode`, { subscriptionId }),

  carrierFacet: () => get<CarrierFacet[]>(`${F}/carrier`),
  statusFacet: () => get<StatusFacet[]>(`${F}/status`),
  podFacet: () => get<PortFacet[]>(`${F}/pods`),
  warningFacet: () => get<WarningFacet[]>(`${F}/warning`),
  clientFacet: () => get<ClientFacet[]>(`${F}/clients`),

  carriers: () => get<CarrierEntry[]>('/application/base/carriers'),
  /** Silent: a deployment without the embedded sandbox simply has no samples. */
  sandboxSamples: async () =>
    (await get<{ samples: SandboxSamples }>('/sandbox/world', undefined, true)).samples,

  terminalDownload: (
    countryCode: string,
    body: { businessNumber: string; portCode: string; ieid?: 'I' | 'E' },
  ) => post<TerminalRecord[]>(`/terminal/${countryCode.toLowerCase()}/download`, body, true),
  terminalPortEvents: (body: { businessNumber: string; portCode: string; ieid?: 'I' | 'E' }) =>
    post<TerminalRecord[]>('/terminal/port/event/shipment', body, true),
  terminalSubscribe: (body: { blno?: string; ctnrno?: string; portCode: string; ieid?: 'I' | 'E' }) =>
    post<TerminalSubscription[]>('/application/terminal/subscribe', body),

  /** views.md §7 Route: a JSON string of [lng, lat] pairs; silent (an empty route is drawn straight). */
  routePlan: (
    startPortCode: string,
    end: { endLng: number; endLat: number; startLng?: number; startLat?: number },
  ) => get<string>(`/gis/route/plan/${seg(startPortCode)}`, end, true),
};
