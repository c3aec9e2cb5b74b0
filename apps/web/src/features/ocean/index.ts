/** The ocean feature's public API: what other features may import from it (apps/web/LAYERS.md). */
export { oceanApi } from './api/ocean-api';
export type {
  RefreshState,
  SandboxSamples,
  SortColumn,
  SubscribeInput,
  SubscriptionDetail,
  SubscriptionItem,
  SubscriptionListQuery,
  SubscriptionPage,
  TerminalRecord,
} from './api/ocean-types';
export { NoDataNotice } from './components/no-data-notice';
export { OCEAN_KEYS } from './hooks/query-keys';
export { useCarriers } from './hooks/use-carriers';
export { useSaveClient } from './hooks/use-client';
export { useOceanLive } from './hooks/use-ocean-live';
export { useSaveRemark } from './hooks/use-remark';
export { businessNumberOfState, detailLink } from './model/detail-link';
export { subscriptionIdOf } from './model/subscription-id';
