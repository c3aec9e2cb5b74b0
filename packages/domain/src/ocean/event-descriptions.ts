/**
 * Event descriptions in the three languages of the product (zh, en, jp). Product codes come from
 * the views.md §4 rank table; DCSA codes that have no product code keep their own label.
 */
import type { OceanEventCode } from './event-codes.js';

export interface EventLabel {
  zh: string;
  en: string;
  jp: string;
}

export const OCEAN_EVENT_LABELS: Readonly<Record<OceanEventCode, EventLabel>> = {
  STSP: { zh: '提空箱', en: 'Empty container picked up', jp: '空コンテナ搬出' },
  HOUSE: { zh: '到达发货人仓库', en: 'At shipper warehouse', jp: '荷主倉庫到着' },
  STUF: { zh: '装箱', en: 'Container stuffed', jp: 'バンニング' },
  GITM: { zh: '重箱进港', en: 'Laden gate-in at port of loading', jp: '実入りコンテナ搬入' },
  GITN: { zh: '重箱进场', en: 'Laden gate-in at terminal', jp: '実入りコンテナターミナル搬入' },
  DUMP: { zh: '场内移箱', en: 'Moved within the terminal', jp: 'ターミナル内移動' },
  CUIP: { zh: '海关查验', en: 'Customs inspection', jp: '税関検査' },
  PASS: { zh: '海关放行', en: 'Customs released', jp: '通関許可' },
  TMHD: { zh: '码头扣留', en: 'Terminal hold', jp: 'ターミナルホールド' },
  TMPS: { zh: '码头放行', en: 'Terminal released', jp: 'ターミナルリリース' },
  SRHD: { zh: '船公司扣留', en: 'Carrier hold', jp: '船会社ホールド' },
  PRLD: { zh: '预配放行', en: 'Pre-load approved', jp: '船積み許可' },
  SRRS: { zh: '船公司放行', en: 'Carrier released', jp: '船会社リリース' },
  LOBD: { zh: '装船', en: 'Loaded on board', jp: '本船積み' },
  DLPT: { zh: '船舶离港', en: 'Vessel departed port of loading', jp: '積地港出港' },
  TSBA: { zh: '中转港抵港', en: 'Vessel arrived at transshipment port', jp: '積替港入港' },
  TSCA: { zh: '中转港靠泊', en: 'Vessel berthed at transshipment port', jp: '積替港着岸' },
  TSDC: { zh: '中转港卸船', en: 'Discharged at transshipment port', jp: '積替港荷揚げ' },
  TSLB: { zh: '中转港装船', en: 'Loaded at transshipment port', jp: '積替港船積み' },
  TSDP: { zh: '中转港离港', en: 'Vessel departed transshipment port', jp: '積替港出港' },
  IRAR: { zh: '铁路到达', en: 'Rail arrived', jp: '鉄道到着' },
  IRDS: { zh: '铁路卸车', en: 'Discharged from rail', jp: '鉄道荷降ろし' },
  IRLB: { zh: '铁路装车', en: 'Loaded on rail', jp: '鉄道積み込み' },
  IRDP: { zh: '铁路发车', en: 'Rail departed', jp: '鉄道出発' },
  BDAR: { zh: '目的港抵港', en: 'Vessel arrived at port of discharge', jp: '揚地港入港' },
  POCA: { zh: '目的港靠泊', en: 'Vessel berthed at port of discharge', jp: '揚地港着岸' },
  DSCH: { zh: '目的港卸船', en: 'Discharged at port of discharge', jp: '揚地港荷揚げ' },
  PCAB: { zh: '可提货', en: 'Available for pick-up', jp: '引取可能' },
  STCS: { zh: '重箱出场', en: 'Laden gate-out for delivery', jp: '実入りコンテナ搬出' },
  STRP: { zh: '拆箱', en: 'Container stripped', jp: 'デバンニング' },
  RCVE: { zh: '空箱返还', en: 'Empty container returned', jp: '空コンテナ返却' },
};

/** DCSA codes kept as they are (truck moves, inspections, documents, unplaced moves). */
export const DCSA_EVENT_LABELS: Readonly<Record<string, EventLabel>> = {
  ARRI: { zh: '到达', en: 'Arrived', jp: '到着' },
  DEPA: { zh: '出发', en: 'Departed', jp: '出発' },
  LOAD: { zh: '装载', en: 'Loaded', jp: '積み込み' },
  DISC: { zh: '卸载', en: 'Discharged', jp: '荷降ろし' },
  GTIN: { zh: '进场', en: 'Gated in', jp: 'ゲートイン' },
  GTOT: { zh: '出场', en: 'Gated out', jp: 'ゲートアウト' },
  PICK: { zh: '提箱', en: 'Picked up', jp: '引取' },
  DROP: { zh: '交箱', en: 'Dropped off', jp: '引渡し' },
  INSP: { zh: '查验', en: 'Inspected', jp: '検査' },
  RSEA: { zh: '重新施封', en: 'Resealed', jp: '再封印' },
  RMVD: { zh: '拆除封条', en: 'Seal removed', jp: '封印除去' },
  RECE: { zh: '订舱已接收', en: 'Booking received', jp: 'ブッキング受付' },
  CONF: { zh: '订舱已确认', en: 'Booking confirmed', jp: 'ブッキング確定' },
  VOID: { zh: '已作废', en: 'Cancelled', jp: '取消' },
  CANC: { zh: '已取消', en: 'Cancelled', jp: '取消' },
  ISSU: { zh: '提单已签发', en: 'Transport document issued', jp: 'B/L発行' },
  SURR: { zh: '提单已电放', en: 'Transport document surrendered', jp: 'B/Lサレンダー' },
  DRFT: { zh: '草稿', en: 'Draft', jp: 'ドラフト' },
  APPR: { zh: '已批准', en: 'Approved', jp: '承認' },
  SUBM: { zh: '已提交', en: 'Submitted', jp: '提出' },
  REJE: { zh: '已拒绝', en: 'Rejected', jp: '却下' },
  PENA: { zh: '待批准', en: 'Pending approval', jp: '承認待ち' },
  PENU: { zh: '待更新', en: 'Pending update', jp: '更新待ち' },
  REQS: { zh: '已请求', en: 'Requested', jp: '依頼済み' },
  CMPL: { zh: '已完成', en: 'Completed', jp: '完了' },
  HOLD: { zh: '扣留', en: 'On hold', jp: 'ホールド' },
  RELS: { zh: '放行', en: 'Released', jp: 'リリース' },
};

const MODE_LABELS: Record<string, EventLabel> = {
  TRUCK: { zh: '卡车', en: 'truck', jp: 'トラック' },
  RAIL: { zh: '铁路', en: 'rail', jp: '鉄道' },
  BARGE: { zh: '驳船', en: 'barge', jp: 'バージ' },
};

/**
 * The label of a product or DCSA code; unknown codes show as themselves. A truck or barge move
 * kept under its DCSA code names its mode ("Departed (truck)"), else all moves read the same.
 */
export function eventLabel(code: string, mode: string | null = null): EventLabel {
  const own = (OCEAN_EVENT_LABELS as Record<string, EventLabel>)[code] ?? DCSA_EVENT_LABELS[code];
  if (!own) return { zh: code, en: code, jp: code };
  const by = mode && !(code in OCEAN_EVENT_LABELS) ? MODE_LABELS[mode] : undefined;
  if (!by) return own;
  return { zh: `${own.zh}（${by.zh}）`, en: `${own.en} (${by.en})`, jp: `${own.jp}（${by.jp}）` };
}
