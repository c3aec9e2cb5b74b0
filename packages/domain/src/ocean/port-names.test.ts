import { describe, expect, it } from 'vitest';
import type { PortDirectory, PortInfo } from './port-directory.js';
import { localNameOf, localPortName, withDirectoryPortNames } from './port-names.js';
import { shipmentLocationsOf } from './shipment-parts.js';
import type { OceanShipmentView, ShipmentLocation } from './shipment-view.js';

const SHANGHAI: PortInfo = {
  code: 'CNSHA',
  aliases: ['CNSGH'],
  nameEn: 'Shanghai',
  nameCn: '上海',
  nameJp: '上海',
  country: 'CN',
  timeZone: 'Asia/Shanghai',
  lat: 31.23,
  lon: 121.47,
};
const ROTTERDAM: PortInfo = {
  code: 'NLRTM',
  nameEn: 'Rotterdam',
  nameCn: '鹿特丹',
  nameJp: 'ロッテルダム',
  country: 'NL',
  timeZone: 'Europe/Amsterdam',
  lat: 51.9,
  lon: 4.1,
};
const COLOMBO: PortInfo = {
  code: 'LKCMB',
  nameEn: 'Colombo',
  nameCn: 'Colombo',
  country: 'LK',
  timeZone: 'Asia/Colombo',
  lat: 6.9,
  lon: 79.8,
};
const byCode = new Map<string, PortInfo>();
for (const p of [SHANGHAI, ROTTERDAM, COLOMBO])
  for (const c of [p.code, ...(p.aliases ?? [])]) byCode.set(c, p);
const ports: PortDirectory = { get: (code) => byCode.get(code) };

const location = (over: Partial<ShipmentLocation['location']>): ShipmentLocation['location'] => ({
  locationCode: 'NLRTM',
  locationName: 'ROTTERDAM ECT',
  portEn: 'Rotterdam',
  portCn: '鹿特丹',
  portJp: 'ロッテルダム',
  podCode: 'NLRTM',
  polCode: 'CNSHA',
  portTimeZone: null,
  lat: null,
  lon: null,
  ...over,
});

describe('shipmentLocationsOf fills the Japanese name', () => {
  it('from the directory where a translation exists, else the English name', () => {
    const roles = {
      route: [
        { code: 'CNSHA', role: 'POL' as const },
        { code: 'LKCMB', role: 'POT' as const },
        { code: 'NLRTM', role: 'POD' as const },
        { code: 'XXABC', role: 'PDE' as const },
      ],
      pol: 'CNSHA',
      pod: 'NLRTM',
    };
    const hint = new Map([['XXABC', 'Nowhere Depot']]);
    // biome-ignore lint/suspicious/noExplicitAny: the roles' other fields are not read here
    const names = shipmentLocationsOf(roles as any, ports, hint).map((l) => [
      l.location.portCn,
      l.location.portJp,
    ]);
    expect(names).toEqual([
      ['上海', '上海'],
      ['Colombo', 'Colombo'],
      ['鹿特丹', 'ロッテルダム'],
      ['Nowhere Depot', 'Nowhere Depot'],
    ]);
  });
});

describe('localPortName', () => {
  it('is the Chinese name in zh, the Japanese in jp, the English elsewhere', () => {
    expect(localPortName(location({}), 'zh')).toBe('鹿特丹');
    expect(localPortName(location({}), 'jp')).toBe('ロッテルダム');
    expect(localPortName(location({}), 'en')).toBe('Rotterdam');
  });

  it('falls back to the English name, then the carrier location name', () => {
    expect(localPortName(location({ portJp: undefined }), 'jp')).toBe('Rotterdam');
    expect(localPortName(location({ portCn: '' }), 'zh')).toBe('Rotterdam');
    expect(localPortName(location({ portEn: '', portJp: undefined }), 'jp')).toBe('ROTTERDAM ECT');
  });

  it('applies to names known alone', () => {
    expect(localNameOf({ en: 'Shanghai', cn: '上海', jp: null }, 'jp')).toBe('Shanghai');
    expect(localNameOf({ en: 'Shanghai', cn: '上海', jp: '上海' }, 'jp')).toBe('上海');
    expect(localNameOf({ en: null }, 'zh')).toBeNull();
  });
});

describe('withDirectoryPortNames', () => {
  it('gives a stored view without portJp the names of the directory, by any code of the port', () => {
    const stored = {
      shipmentLocations: [
        {
          locationCategory: 'POL',
          location: location({
            locationCode: 'CNSGH',
            portEn: 'Shanghai',
            portCn: 'Shanghai',
            portJp: undefined,
          }),
        },
        { locationCategory: 'POD', location: location({ portJp: undefined }) },
        {
          locationCategory: 'PDE',
          location: location({ locationCode: 'XXABC', portEn: 'Depot', portCn: 'Depot', portJp: undefined }),
        },
      ],
    } as unknown as OceanShipmentView;
    const filled = withDirectoryPortNames(stored, ports).shipmentLocations.map((l) =>
      localPortName(l.location, 'jp'),
    );
    expect(filled).toEqual(['上海', 'ロッテルダム', 'Depot']);
  });
});
