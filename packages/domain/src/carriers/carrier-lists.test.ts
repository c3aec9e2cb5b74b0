import { describe, expect, it } from 'vitest';
import { testRegistry } from './__fixtures__/test-registry.js';
import { directoryCarriers, oceanCarriers, searchCarriers } from './carrier-lists.js';
import { carrierRecordFromRow } from './carrier-registry.js';

const registry = testRegistry();
const codes = (list: { code: string }[]) => list.map((c) => c.code);

describe('carrier lists', () => {
  it('puts in the ocean list only carriers with a B/L prefix or a tracking page', () => {
    const ocean = codes(oceanCarriers(registry));
    expect(ocean).toContain('MAEU');
    expect(ocean).toContain('SUDU'); // tracking page only
    expect(ocean).not.toContain('22AA');
    expect(ocean).not.toContain('EUKO');
  });

  it('keeps one record per company in the directory, the more useful one', () => {
    const directory = codes(directoryCarriers(registry));
    expect(directory).toContain('WHLC');
    expect(directory).not.toContain('22AA');
  });

  it('leaves car carriers out of the directory', () => {
    expect(codes(directoryCarriers(registry))).not.toContain('EUKO');
  });
});

describe('carrier records from carriers.csv rows', () => {
  it('turns the CSV placeholder into {number} and takes the website from the tracking page', () => {
    const record = carrierRecordFromRow({
      scac: 'hlcu',
      name: 'Hapag-Lloyd',
      short_name: '',
      alternative_scacs: 'HLXU  hlcx',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: carriers.csv's own placeholder
      tracking_url_template: 'https://www.hapag-lloyd.com/tracing?blno=${BLNUM}',
      tracking_page: 'https://www.hapag-lloyd.com/en/tracing.html',
      container_prefixes: 'CSQU HLXU',
    });
    expect(record).toMatchObject({
      code: 'HLCU',
      shortName: 'Hapag-Lloyd',
      alternativeScacs: ['HLXU', 'HLCX'],
      containerPrefixes: ['CSQU', 'HLXU'],
      blPrefixes: [],
      trackUrl: 'https://www.hapag-lloyd.com/tracing?blno={number}',
      website: 'https://www.hapag-lloyd.com',
      nameCn: '赫伯罗特',
    });
  });

  it('has no website or track URL when the row has none', () => {
    expect(carrierRecordFromRow({ scac: 'EUKO', name: 'Eukor' })).toMatchObject({
      website: null,
      trackUrl: null,
    });
  });
});

describe('searchCarriers', () => {
  const all = registry.all();
  it('matches English names case-insensitively by substring', () => {
    expect(codes(searchCarriers(all, '  maersk '))).toEqual(['MAEU']);
    expect(codes(searchCarriers(all, 'swire'))).toEqual(['CHVW', 'SSBF']);
  });
  it('matches Chinese names and short names', () => {
    expect(codes(searchCarriers(all, '地中海'))).toEqual(['MSCU']);
    expect(codes(searchCarriers(all, 'PIL'))).toEqual(['PCIU']);
  });
  it('returns everything for an empty query and nothing for a miss', () => {
    expect(searchCarriers(all, '')).toHaveLength(all.length);
    expect(searchCarriers(all, 'no such line')).toEqual([]);
  });
});
