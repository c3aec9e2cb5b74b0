import { describe, expect, it } from 'vitest';
import { noticesQuery, readNoticeFilters, writeNoticeFilters } from './notice-filters';

describe('notice centre filters in the address', () => {
  it('reads page, unread and event, dropping anything odd', () => {
    expect(readNoticeFilters(new URLSearchParams('page=3&unread=1&event=ETA_CHANGE'))).toEqual({
      page: 3,
      unread: true,
      event: 'ETA_CHANGE',
    });
    expect(readNoticeFilters(new URLSearchParams('page=-2&unread=yes&event=NOPE'))).toEqual({
      page: 1,
      unread: false,
      event: undefined,
    });
  });
  it('writes the defaults as nothing and round-trips', () => {
    expect(writeNoticeFilters({ page: 1, unread: false, event: undefined }).toString()).toBe('');
    const params = writeNoticeFilters({ page: 2, unread: true, event: 'ATD_CHANGE' });
    expect(readNoticeFilters(params)).toEqual({ page: 2, unread: true, event: 'ATD_CHANGE' });
  });
  it('asks for 10 a page, with only the filters that are set', () => {
    expect(noticesQuery({ page: 2, unread: false, event: undefined })).toEqual({
      pageIndex: 2,
      pageSize: 10,
    });
    expect(noticesQuery({ page: 1, unread: true, event: 'ETD_CHANGE' })).toEqual({
      pageIndex: 1,
      pageSize: 10,
      unread: true,
      event: 'ETD_CHANGE',
    });
  });
});
