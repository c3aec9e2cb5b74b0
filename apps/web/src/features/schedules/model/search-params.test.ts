import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH,
  groupQueryOf,
  parseSearch,
  portFromText,
  searchProblems,
  searchToParams,
} from './search-params';

const parse = (qs: string) => parseSearch(new URLSearchParams(qs));

describe('schedule search in the URL', () => {
  it('reads the defaults of views.md §9: 8 weeks, all routings, by departure', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH);
    expect(parse('').weeksOut).toBe(8);
  });

  it('round-trips a full search and leaves defaults out of the URL', () => {
    const search = parse(
      'pol=cnsha&polName=Shanghai&pod=NLRTM&podName=Rotterdam&etd=2026-12-01&eta=2027-02-01&weeks=4&route=transship&sort=transitDays&carriers=maeu,CMDU',
    );
    expect(search).toEqual({
      pol: { code: 'CNSHA', name: 'Shanghai' },
      pod: { code: 'NLRTM', name: 'Rotterdam' },
      etd: '2026-12-01',
      eta: '2027-02-01',
      weeksOut: 4,
      route: 'transship',
      sort: 'transitDays',
      carriers: ['MAEU', 'CMDU'],
    });
    expect(parseSearch(searchToParams(search))).toEqual(search);
    expect(searchToParams({ ...EMPTY_SEARCH, pol: { code: 'CNSHA', name: 'CNSHA' } }).toString()).toBe(
      'pol=CNSHA',
    );
  });

  it('drops what is malformed instead of sending it', () => {
    expect(parse('pol=SHANGHAI&pod=NL&etd=tomorrow&weeks=13&route=air&sort=price')).toEqual(EMPTY_SEARCH);
    expect(parse('weeks=0').weeksOut).toBe(8);
    expect(parse('weeks=12').weeksOut).toBe(12);
  });

  it('asks the group call for page 1 of 200, isTransit only when chosen', () => {
    const base = parse('pol=CNSHA&pod=NLRTM');
    expect(groupQueryOf(base)).toEqual({
      polCode: 'CNSHA',
      podCode: 'NLRTM',
      weeksOut: 8,
      pageNum: 1,
      pageSize: 200,
    });
    expect(groupQueryOf({ ...base, route: 'direct' })?.isTransit).toBe(false);
    expect(groupQueryOf({ ...base, route: 'transship' }, 2)).toMatchObject({ isTransit: true, pageNum: 2 });
    expect(groupQueryOf(parse('pol=CNSHA'))).toBeNull();
  });

  it('refuses a search without POL or POD, with the same ports, or arriving before leaving', () => {
    expect(searchProblems(EMPTY_SEARCH)).toEqual(['polRequired', 'podRequired']);
    const sha = { code: 'CNSHA', name: 'Shanghai' };
    expect(searchProblems({ ...EMPTY_SEARCH, pol: sha })).toEqual(['podRequired']);
    expect(searchProblems({ ...EMPTY_SEARCH, pol: sha, pod: sha })).toEqual(['samePorts']);
    expect(
      searchProblems({
        ...EMPTY_SEARCH,
        pol: sha,
        pod: { code: 'NLRTM', name: 'Rotterdam' },
        etd: '2026-12-10',
        eta: '2026-12-01',
      }),
    ).toEqual(['etaBeforeEtd']);
  });

  it('takes a typed UN/LOCODE as a port, nothing else', () => {
    expect(portFromText(' nlrtm ')).toEqual({ code: 'NLRTM', name: 'NLRTM' });
    expect(portFromText('Rotterdam')).toBeNull();
    expect(portFromText('Shanghai (CNSGH)')).toBeNull();
  });
});
