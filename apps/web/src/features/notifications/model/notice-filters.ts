import { NOTIFICATION_EVENTS, type NotificationEvent } from '@tracklane/domain';
import type { NoticesQuery } from '../api/notifications-api';

/** The notice centre shows this many notices a page (platform.md §9: 10). */
export const NOTICES_PAGE_SIZE = 10;
/** The bell's dropdown shows the latest few. */
export const BELL_NOTICES = 5;

export interface NoticeFilters {
  page: number;
  unread: boolean;
  event: NotificationEvent | undefined;
}

const isEvent = (value: string | null): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value ?? '');

/** The notice centre's filters from its address (?page=&unread=1&event=ETA_CHANGE); anything odd is dropped. */
export function readNoticeFilters(params: URLSearchParams): NoticeFilters {
  const page = Number(params.get('page'));
  const event = params.get('event');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    unread: params.get('unread') === '1',
    event: isEvent(event) ? event : undefined,
  };
}

/** The address form of the filters: defaults left out, so the plain page is /notices. */
export function writeNoticeFilters(filters: NoticeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.unread) params.set('unread', '1');
  if (filters.event) params.set('event', filters.event);
  return params;
}

export function noticesQuery(filters: NoticeFilters): NoticesQuery {
  return {
    pageIndex: filters.page,
    pageSize: NOTICES_PAGE_SIZE,
    ...(filters.unread ? { unread: true } : {}),
    ...(filters.event ? { event: filters.event } : {}),
  };
}
