import type {
  DeliveryLogPage,
  DeliveryStatus,
  EffectiveNotificationRule,
  MarkNoticesRead,
  NoticesPage,
  NotificationEvent,
  NotificationRuleInput,
  NotificationUsage,
} from '@tracklane/domain';
import { request } from '../../../app/request';

/** What the notice centre asks for (GET /application/notices): newest first, page 1 first. */
export interface NoticesQuery {
  pageIndex: number;
  pageSize: number;
  /** Only unread notices. */
  unread?: boolean;
  /** Only notices with a change of this event. */
  event?: NotificationEvent;
}

/** What the delivery log asks for (GET /application/rule/deliveries): newest first. */
export interface DeliveryLogQuery {
  pageIndex: number;
  pageSize: number;
  channel?: 'email' | 'msgapp';
  status?: DeliveryStatus;
}

/** The member's reminder rule, usage and notices (issue 21; wire types in packages/domain/src/notifications). */
export const notificationsApi = {
  async rule() {
    return (await request<EffectiveNotificationRule>({ url: '/application/rule/event' })).data;
  },
  /** Silent: the settings form shows field problems on their fields and the rest above the button. */
  async saveRule(body: NotificationRuleInput) {
    return (
      await request<EffectiveNotificationRule>({
        url: '/application/rule/event',
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
  async usage() {
    return (await request<NotificationUsage>({ url: '/application/rule/calls0' })).data;
  },
  async deliveries(query: DeliveryLogQuery) {
    return (
      await request<DeliveryLogPage>({
        url: '/application/rule/deliveries',
        params: { ...query },
      })
    ).data;
  },
  async notices(query: NoticesQuery) {
    return (
      await request<NoticesPage>({
        url: '/application/notices',
        params: {
          pageIndex: query.pageIndex,
          pageSize: query.pageSize,
          unread: query.unread ? 'true' : undefined,
          event: query.event,
        },
      })
    ).data;
  },
  /** The unread count behind the header's bell: quiet (no progress bar, no toast). */
  async unread() {
    return (
      await request<{ unread: number }>({ url: '/application/notices/unread', silent: true, loading: false })
    ).data;
  },
  /** The one-click unsubscribe of a notification e-mail (its link's token; no sign-in). Silent: the page says it. */
  async unsubscribe(token: string) {
    return (
      await request<{ email: string; emailEnabled: boolean }>({
        url: '/application/notices/unsubscribe',
        method: 'POST',
        params: { token },
        silent: true,
      })
    ).data;
  },
  async markRead(body: MarkNoticesRead) {
    return (
      await request<{ unread: number }>({ url: '/application/notices/read', method: 'POST', data: body })
    ).data;
  },
};
