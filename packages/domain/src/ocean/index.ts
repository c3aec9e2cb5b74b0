// The ocean domain: the connector contract (carrier-event), the view (shipment-view), and the
// rules that turn one into the other. Helpers used only inside the rules stay unexported.
export * from './build-ocean-shipment.js';
export * from './bulk-import-wire.js';
export * from './carrier-event.js';
export type { EventCoder } from './coded-event.js';
export { daysBetween } from './date-history.js';
export * from './event-codes.js';
export { DCSA_EVENT_LABELS, type EventLabel, eventLabel, OCEAN_EVENT_LABELS } from './event-descriptions.js';
export * from './facet-wire.js';
export * from './list-query-wire.js';
export {
  hasDateOnlyTransshipments,
  type Orderable,
  type OrderConflict,
  orderConflicts,
  orderEvents,
  rankOf,
  ranksOf,
} from './order-events.js';
export * from './port-directory.js';
export * from './port-names.js';
export { checkNowTooSoonMessage, refreshFaultMessage } from './refresh-fault-messages.js';
export { type ReminderEvent, reminderEventsBetween } from './reminders.js';
export * from './share-link-wire.js';
export * from './share-wire.js';
export { containerTypeGroupOf } from './shipment-parts.js';
export * from './shipment-view.js';
export * from './sort-columns.js';
export * from './stages.js';
export { DISPLAY_STATUS_LABELS, displayStatusOf, statusCategoryOf } from './status-category.js';
export {
  CHECK_NOW_INTERVAL_MINUTES,
  type CheckNowResult,
  isCheckPending,
  NO_DATA_REASONS,
  type NoDataReason,
  type NoDataState,
  noDataReason,
  type RefreshState,
  type SubscribeBody,
  type SubscriptionDetail,
  type SubscriptionItem,
  type SubscriptionPage,
  ZCheckNowResult,
  ZNoDataState,
  ZRefreshState,
  ZSubscribeBody,
  ZSubscriptionDetail,
  ZSubscriptionItem,
  ZSubscriptionPage,
} from './subscription-api.js';
export { isVesselMove } from './timed-event.js';
export { FEEDER_MAX_KM } from './transports.js';
export { ZWarning } from './warning-wire.js';
export {
  ARRIVAL_DELAY_THRESHOLD_MS,
  DETENTION_FREE_DAYS,
  DWELL_FREE_DAYS,
  ROLLED_SHIFT_MS,
} from './warnings/index.js';
