import type { PortDirectory, PortInfo } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { locationSideOf } from './subscription-client-facets.js';

const directory: PortDirectory = {
  get: (code) =>
    ({
      CNSGH: { code: 'CNSGH', nameEn: 'Shanghai', country: 'CN' },
      CNNGB: { code: 'CNNGB', nameEn: 'Ningbo', country: 'CN' },
    })[code] as PortInfo | undefined,
};

describe('locationSideOf', () => {
  it('names the ports and sums them per country, biggest country first', () => {
    const side = locationSideOf(
      [
        { code: 'NLRTM', n: 4 },
        { code: 'CNSGH', n: 3 },
        { code: 'CNNGB', n: 2 },
      ],
      directory,
    );
    expect(side.ports).toEqual([
      // Unknown to the directory: its code stands for the name, its first letters for the country.
      { code: 'NLRTM', name: 'NLRTM', country: 'NL', count: 4 },
      { code: 'CNSGH', name: 'Shanghai', country: 'CN', count: 3 },
      { code: 'CNNGB', name: 'Ningbo', country: 'CN', count: 2 },
    ]);
    expect(side.countries).toEqual([
      { country: 'CN', count: 5 },
      { country: 'NL', count: 4 },
    ]);
  });
});
