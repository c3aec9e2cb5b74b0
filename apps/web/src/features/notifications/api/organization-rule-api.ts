import type {
  EffectiveNotificationRule,
  OrganizationNotificationRule,
  OrganizationNotificationRuleInput,
} from '@tracklane/domain';
import { request } from '../../../app/request';

/**
 * The organisation's reminder rule (GET/POST /application/rule/event/organization) and the
 * member's "reset to the organisation's rule" (POST /application/rule/event/reset).
 */
export const organizationRuleApi = {
  async rule() {
    return (await request<OrganizationNotificationRule>({ url: '/application/rule/event/organization' }))
      .data;
  },
  /** Silent: the form shows field problems on their fields and the rest above the button. */
  async save(body: OrganizationNotificationRuleInput) {
    return (
      await request<OrganizationNotificationRule>({
        url: '/application/rule/event/organization',
        method: 'POST',
        data: body,
        silent: true,
      })
    ).data;
  },
  async remove() {
    return (
      await request<OrganizationNotificationRule>({
        url: '/application/rule/event/organization/delete',
        method: 'POST',
      })
    ).data;
  },
  async resetMine() {
    return (
      await request<EffectiveNotificationRule>({ url: '/application/rule/event/reset', method: 'POST' })
    ).data;
  },
};
