import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  type ListFilters,
  toListQuery,
} from './list-filters';

const parse = (qs: string) => filtersFromParams(new URLSearchParams(qs));

describe('list filters ↔ query string', () => {
  it('reads every filter from the URL', () => {
    const f = parse(
      'businessNumber=+MEDU123+&carrierCode=MAEU,COSU&status=IN_TRANSIT&podCode=NLRTM&warnings=WETA,WDUMP' +
        '&ownerUserId=u1&remark=urgent&etdFrom=2026-11-01&etdTo=2026-11-30&etaFrom=2026-12-01&etaTo=2026-12-31' +
        '&sortBy=-eta&pageIndex=3&pageSize=20',
    );
    expect(f).toEqual<ListFilters>({
      businessNumber: 'MEDU123',
      carrierCode: ['MAEU', 'COSU'],
      status: ['IN_TRANSIT'],
      podCode: ['NLRTM'],
      warnings: ['WETA', 'WDUMP'],
      ownerUserId: ['u1'],
      remark: 'urgent',
      etdFrom: '2026-11-01',
      etdTo: '2026-11-30',
      etaFrom: '2026-12-01',
      etaTo: '2026-12-31',
      sortBy: '-eta',
      pageIndex: 3,
      pageSize: 20,
    });
  });

  it('gives the defaults for an empty query: page 1, 10 a page, no sort', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
    expect(EMPTY_FILTERS.pageIndex).toBe(1);
    expect(EMPTY_FILTERS.pageSize).toBe(10);
  });

  it('drops values a hand-edited link may carry', () => {
    const f = parse(
      'sortBy=password&pageIndex=-2&pageSize=7&etdFrom=2026-13-45&etaTo=tomorrow&carrierCode=,,A,A,',
    );
    expect(f.sortBy).toBeNull();
    expect(f.pageIndex).toBe(1);
    expect(f.pageSize).toBe(10);
    expect(f.etdFrom).toBeNull();
    expect(f.etaTo).toBeNull();
    expect(f.carrierCode).toEqual(['A']);
    expect(parse('pageIndex=2.5').pageIndex).toBe(1);
  });

  it('writes only what differs from the defaults and keeps params it does not own', () => {
    const params = filtersToParams(
      { ...EMPTY_FILTERS, carrierCode: ['MAEU', 'COSU'], etaFrom: '2026-12-01', sortBy: 'eta' },
      new URLSearchParams('lang=en&pageIndex=4&status=AT_POD'),
    );
    expect(params.toString()).toBe('lang=en&carrierCode=MAEU%2CCOSU&etaFrom=2026-12-01&sortBy=eta');
  });

  it('round-trips: URL → filters → URL → the same filters', () => {
    const f: ListFilters = {
      ...EMPTY_FILTERS,
      businessNumber: 'EISU238088064',
      status: ['AT_POD', 'AVAILABLE'],
      remark: 'cold chain',
      etdTo: '2026-10-31',
      sortBy: '-updateTime',
      pageIndex: 2,
      pageSize: 50,
    };
    expect(filtersFromParams(filtersToParams(f))).toEqual(f);
  });
});

describe('toListQuery', () => {
  it('maps filters to the list call, comma-joining lists and leaving empty ones out', () => {
    const q = toListQuery(
      { ...EMPTY_FILTERS, carrierCode: ['MAEU', 'COSU'], remark: 'x1', sortBy: 'eta' },
      'UTC',
    );
    expect(q).toEqual({ pageIndex: 1, pageSize: 10, carrierCode: 'MAEU,COSU', remark: 'x1', sortBy: 'eta' });
  });

  it("turns calendar days into the first and last instant of the day in the user's zone", () => {
    const q = toListQuery({ ...EMPTY_FILTERS, etdFrom: '2026-11-01', etdTo: '2026-11-30' }, 'Etc/GMT-8');
    expect(q.etdFrom).toBe('2026-10-31T16:00:00.000Z');
    expect(q.etdTo).toBe('2026-11-30T15:59:59.999Z');
    const utc = toListQuery({ ...EMPTY_FILTERS, etaFrom: '2026-12-01', etaTo: '2026-12-31' }, 'UTC');
    expect(utc.etaFrom).toBe('2026-12-01T00:00:00.000Z');
    expect(utc.etaTo).toBe('2026-12-31T23:59:59.999Z');
    expect(q.etaFrom).toBeUndefined();
  });

  it('counts the active filters (a date range is one)', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(
      activeFilterCount({
        ...EMPTY_FILTERS,
        status: ['COMPLETE'],
        etaFrom: '2026-01-01',
        etaTo: '2026-02-01',
      }),
    ).toBe(2);
    expect(activeFilterCount({ ...EMPTY_FILTERS, sortBy: 'eta', pageIndex: 3 })).toBe(0);
  });
});
