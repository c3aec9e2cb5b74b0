/** TanStack Query keys of the notifications feature (DESIGN.md §6: `[resource, params]`). */
export const NOTICE_KEYS = {
  rule: 'notificationRule',
  organizationRule: 'organizationNotificationRule',
  usage: 'notificationUsage',
  notices: 'notices',
  deliveries: 'notificationDeliveries',
  unread: 'noticesUnread',
  scopeOptions: 'notificationScopeOptions',
} as const;
