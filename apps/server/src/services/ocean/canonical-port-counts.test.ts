import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import { codesOfPorts, mergeByCanonicalPort } from './canonical-port-counts.js';
import { locationSideOf } from './subscription-client-facets.js';

const { ports } = loadReferenceData();

describe('grouping shipments by port', () => {
  it("counts a carrier's CNSGH and another's CNSHA as one Shanghai under the product code", () => {
    const side = locationSideOf(
      [
        { code: 'NLRTM', n: 4 },
        { code: 'CNSGH', n: 3 },
        { code: 'CNSHA', n: 2 },
        { code: 'CNNBO', n: 1 },
      ],
      ports,
    );
    expect(side.ports).toEqual([
      { code: 'CNSHA', name: 'Shanghai', country: 'CN', count: 5 },
      { code: 'NLRTM', name: 'Rotterdam', country: 'NL', count: 4 },
      { code: 'CNNGB', name: 'Ningbo', country: 'CN', count: 1 },
    ]);
    expect(side.countries).toEqual([
      { country: 'CN', count: 6 },
      { country: 'NL', count: 4 },
    ]);
  });

  it('sums every count of merged rows and keeps unknown codes as stored', () => {
    const merged = mergeByCanonicalPort(
      [
        { code: 'CNSHA', total: 2, inbound: 1, overdue: 0 },
        { code: 'ZZQQQ', total: 2, inbound: 0, overdue: 0 },
        { code: 'CNSGH', total: 1, inbound: 1, overdue: 1 },
      ],
      ports,
      (r) => r.total,
    );
    expect(merged).toEqual([
      { code: 'CNSHA', total: 3, inbound: 2, overdue: 1 },
      { code: 'ZZQQQ', total: 2, inbound: 0, overdue: 0 },
    ]);
  });
});

describe('filtering the list by port', () => {
  it('matches every code of the port, whichever code is asked for', () => {
    expect(codesOfPorts(['CNSHA'], ports).sort()).toEqual(['CNSGH', 'CNSHA']);
    expect(codesOfPorts(['CNSGH'], ports).sort()).toEqual(['CNSGH', 'CNSHA']);
    expect(codesOfPorts(['NLRTM', 'ZZQQQ'], ports)).toEqual(['NLRTM', 'ZZQQQ']);
  });
});
