import type { PortDirectory, PortInfo } from '../port-directory.js';

const PORTS: PortInfo[] = [
  {
    code: 'CNSGH',
    nameEn: 'Shanghai',
    nameCn: '上海',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 31.23,
    lon: 121.47,
  },
  {
    code: 'CNNGB',
    nameEn: 'Ningbo',
    nameCn: '宁波',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 29.87,
    lon: 121.55,
  },
  {
    code: 'CNSZX',
    nameEn: 'Suzhou',
    nameCn: '苏州',
    country: 'CN',
    timeZone: 'Asia/Shanghai',
    lat: 31.3,
    lon: 120.6,
  },
  {
    code: 'KRPUS',
    nameEn: 'Busan',
    nameCn: '釜山',
    country: 'KR',
    timeZone: 'Asia/Seoul',
    lat: 35.1,
    lon: 129.04,
  },
  {
    code: 'SGSIN',
    nameEn: 'Singapore',
    nameCn: '新加坡',
    country: 'SG',
    timeZone: 'Asia/Singapore',
    lat: 1.26,
    lon: 103.84,
  },
  {
    code: 'MYTPP',
    nameEn: 'Tanjung Pelepas',
    nameCn: '丹戎帕拉帕斯',
    country: 'MY',
    timeZone: 'Asia/Kuala_Lumpur',
    lat: 1.36,
    lon: 103.55,
  },
  {
    code: 'NLRTM',
    nameEn: 'Rotterdam',
    nameCn: '鹿特丹',
    country: 'NL',
    timeZone: 'Europe/Amsterdam',
    lat: 51.95,
    lon: 4.14,
  },
  {
    code: 'BEANR',
    nameEn: 'Antwerp',
    nameCn: '安特卫普',
    country: 'BE',
    timeZone: 'Europe/Brussels',
    lat: 51.26,
    lon: 4.4,
  },
  {
    code: 'DEDUI',
    nameEn: 'Duisburg',
    nameCn: '杜伊斯堡',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    lat: 51.43,
    lon: 6.76,
  },
];
const ALIASES: Record<string, string> = { CNSHA: 'CNSGH' };

/** A small port directory for tests, with the CNSHA → CNSGH alias carriers use. */
export const testPorts: PortDirectory = {
  get(code) {
    const canonical = ALIASES[code] ?? code;
    return PORTS.find((p) => p.code === canonical);
  },
};
