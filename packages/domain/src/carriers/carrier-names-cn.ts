import type { CarrierRecord } from './detect-carrier.js';

/**
 * Chinese names of the carriers Chinese shippers know them by (written by Tracklane; carriers.csv
 * has English names only). Keyed by SCAC so a rename in the CSV does not lose them. Carriers
 * missing here are searched by their English names only.
 */
const CHINESE_NAMES: Readonly<Record<string, string>> = {
  '22AA': '万海航运',
  ACLU: '大西洋集装箱航运',
  ANNU: '澳国航运',
  APLU: '美国总统轮船',
  ARKU: '阿卡斯航运',
  CHNJ: '中海集运',
  CHVW: '太古船务',
  CMDU: '达飞轮船',
  COSU: '中远海运集运',
  CULU: '中联航运',
  EGLV: '长荣海运',
  ESPU: '阿联酋航运',
  FESO: '俄罗斯远东海洋轮船',
  GOSU: '金星航运',
  GSLU: '金星航运',
  HDMU: '现代商船',
  HLCU: '赫伯罗特',
  IILU: '独立集装箱航运',
  KKLU: '川崎汽船',
  KMTU: '高丽海运',
  MAEU: '马士基航运',
  MATS: '美森轮船',
  MSCU: '地中海航运',
  NSAU: '沙特国家航运',
  ONEY: '海洋网联船务',
  OOLU: '东方海外',
  PCIU: '太平船务',
  SAFM: '南非航运',
  SCIU: '印度国家航运',
  SEAU: '海陆马士基',
  SEJJ: '海陆马士基',
  SKLU: '长锦商船',
  SMLM: '森罗商船',
  SUDU: '汉堡南美',
  TXZJ: '德翔海运',
  WHLC: '万海航运',
  YMLU: '阳明海运',
  ZIMU: '以星航运',
};

export function chineseNameOf(carrier: Pick<CarrierRecord, 'code'>): string | undefined {
  return CHINESE_NAMES[carrier.code];
}
