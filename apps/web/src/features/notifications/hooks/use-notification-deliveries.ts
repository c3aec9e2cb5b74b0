import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DeliveryLogQuery, notificationsApi } from '../api/notifications-api';
import { NOTICE_KEYS } from './query-keys';

/** A page of the member's e-mail and messaging-app deliveries (GET /application/rule/deliveries). */
export function useNotificationDeliveries(query: DeliveryLogQuery) {
  return useQuery({
    queryKey: [NOTICE_KEYS.deliveries, query],
    queryFn: () => notificationsApi.deliveries(query),
    placeholderData: keepPreviousData,
  });
}
