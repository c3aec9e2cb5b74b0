import { request } from '../../../app/request';
import type { SubscriptionDetail, SubscriptionPage } from '../../ocean';

const seg = (id: string) => encodeURIComponent(id);

/**
 * The two ocean reads of the embedded screen. Unlike oceanApi they ask for the read token: a
 * visitor who opens an embed while signed in (or auto-signed in as a guest) must see the key
 * owner's shipment, not their own list. Both are silent: a miss shows 'query not subscribed'
 * in the drawer (views.md §8) rather than an error toast.
 */
export const embedApi = {
  async find(businessNumber: string, carrierCode: string): Promise<SubscriptionPage> {
    const data = { businessNumber, ...(carrierCode ? { carrierCode } : {}), pageIndex: 1, pageSize: 10 };
    return (
      await request<SubscriptionPage>({
        url: '/application/ocean/subscribes',
        method: 'POST',
        data,
        token: 'read',
        silent: true,
      })
    ).data;
  },
  async detail(id: string): Promise<SubscriptionDetail> {
    return (
      await request<SubscriptionDetail>({
        url: `/application/ocean/subscribe/${seg(id)}`,
        token: 'read',
        silent: true,
      })
    ).data;
  },
};
