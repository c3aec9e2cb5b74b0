import {
  DISPLAY_STATUS_LABELS,
  EXPORT_FIELD_KEYS,
  EXPORT_FIELDS,
  type ExportFieldKey,
  type Language,
} from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from '../../reference/load-reference-data.js';
import {
  FIXTURE_CARRIERS,
  FIXTURE_LAST_FREE_DAY,
  FIXTURE_VIEW,
  fixtureSubscriptionRow,
} from '../../test/export-fixture.js';
import {
  type CellValue,
  type ExportContext,
  exportRowsOf,
  isPerContainer,
  viewKeysOf,
} from './export-field-values.js';

const { ports } = loadReferenceData();
const row = fixtureSubscriptionRow();
const FIXTURE_HOLDS = [
  { containerNumber: 'MSKU1234565', category: 'CUSTOMS', since: '2026-12-18' },
  { containerNumber: 'TGHU7654321', category: 'LINE', since: null },
];
const source = { row, view: FIXTURE_VIEW, lastFreeDay: FIXTURE_LAST_FREE_DAY, holds: FIXTURE_HOLDS };
const context = (language: Language): ExportContext => ({
  language,
  times: { display: 'port', ownZone: 'Asia/Tokyo' },
  ports,
  carriers: FIXTURE_CARRIERS,
});

/** A cell as text to compare: a time as its wall clock and zone label. */
const shown = (v: CellValue) => (v !== null && typeof v === 'object' ? `${v.text} ${v.zone}` : v);

/**
 * Every catalogue field of the fixture shipment, one row per shipment, in English. The type makes
 * a new catalogue field without an expectation a compile error; the first test a failure too.
 */
const EXPECTED: Record<ExportFieldKey, string | number | null> = {
  businessNumber: 'MAEU123456789',
  billNumber: 'MAEU123456789',
  bookingNumber: 'BK778899',
  containerNumber: 'MSKU1111111, MSKU2222222',
  containerType: '40HC, 20GP',
  containerCount: 2,
  carrierCode: 'MAEU',
  carrierName: 'Maersk',
  remark: '=HYPERLINK("http://evil.example","click")',
  client: 'Acme, "Global" Ltd',
  isExport: 'Yes',
  polCode: 'CNSHA',
  polName: ports.get('CNSHA')!.nameEn,
  polCountry: 'CN',
  potCode: 'SGSIN',
  potName: 'Singapore',
  podCode: 'NLRTM',
  podName: ports.get('NLRTM')!.nameEn,
  podCountry: 'NL',
  pdeCode: 'DEDUI',
  pdeName: 'Duisburg',
  route: 'CNSHA → SGSIN → NLRTM → DEDUI',
  // First scheduled departure of the first sea leg, on Shanghai's clock.
  std: '2026-10-31 08:00 GMT+8',
  etd: '2026-10-31 08:00 GMT+8',
  atd: '2026-11-01 18:00 GMT+8',
  // First scheduled arrival of the last sea leg, on Rotterdam's clock (winter: GMT+1).
  sta: '2026-12-09 01:00 GMT+1',
  eta: '2026-12-10 07:00 GMT+1',
  ata: null,
  polTimeZone: 'Asia/Shanghai',
  podTimeZone: 'Europe/Amsterdam',
  // Leg 1 arrived at Singapore (actual wins); leg 2 leaves it (estimated), Singapore's clock.
  potEta: '2026-11-06 12:00 GMT+8',
  potEtd: '2026-11-08 08:00 GMT+8',
  pdeEta: '2026-12-15 09:00 GMT+1',
  departureDelayDays: 1,
  arrivalDelayDays: 2,
  transitDays: 39,
  etaHistoryCount: 2,
  etdHistoryCount: 0,
  status: DISPLAY_STATUS_LABELS.IN_TRANSIT.en,
  stage: 'On the way',
  completed: 'No',
  warnings: 'WDLPT',
  warningCount: 1,
  // Each box's latest actual event (the later estimate does not count), joined in box order.
  lastEvent: 'Discharged, Loaded',
  lastEventTime: '2026-11-06 13:00 GMT+8, 2026-11-01 17:30 GMT+8',
  lastEventPlace: 'SGSIN terminal, CNSHA terminal',
  vessel1: 'EVER ALPHA',
  voyage1: '001E',
  imo1: '9000001',
  vessel2: 'MAERSK BRAVO',
  voyage2: '002W',
  vessel3: null,
  voyage3: null,
  // The truck to Duisburg is not a sea leg.
  legCount: 2,
  terminalName: 'ECT Delta',
  terminalStatus: 'Vessel expected',
  lastFreeDay: '2026-12-20 01:00 GMT+1',
  // Not stored anywhere yet (terminal records are read live): empty, see the report.
  holds: 'CUSTOMS (MSKU1234565), LINE (TGHU7654321)',
  // No port: the caller's own zone (Tokyo).
  updateTime: '2026-11-20 09:00 GMT+9',
  createdAt: '2026-10-01 09:00 GMT+9',
};

describe('export field values', () => {
  it('has an expectation for every catalogue field', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...EXPORT_FIELD_KEYS].sort());
  });

  it.each(EXPORT_FIELD_KEYS.map((key) => [key]))(
    'computes %s from the row, view and terminal watch',
    (key) => {
      const [cells] = exportRowsOf(source, [key], 'shipment', context('en'));
      expect(shown(cells![0]!)).toEqual(EXPECTED[key]);
    },
  );

  it.each(EXPORT_FIELD_KEYS.map((key) => [key]))(
    'computes %s from only the view parts it declares',
    (key) => {
      for (const rowMode of ['shipment', 'container'] as const) {
        // What the database answers for viewKeysOf: those keys only (jsonb_build_object).
        const keys = viewKeysOf([key], rowMode);
        const trimmed = Object.fromEntries(keys.map((k) => [k, FIXTURE_VIEW[k] ?? null]));
        const view = keys.length === 0 ? null : trimmed;
        const full = exportRowsOf(source, [key], rowMode, context('en')).map((r) => r.map(shown));
        expect(
          exportRowsOf({ ...source, view }, [key], rowMode, context('en')).map((r) => r.map(shown)),
        ).toEqual(full);
      }
    },
  );

  it('types numbers as numbers and dates as zoned times (typed cells), per the catalogue', () => {
    const [cells] = exportRowsOf(source, EXPORT_FIELD_KEYS, 'shipment', context('en'));
    for (const [i, key] of EXPORT_FIELD_KEYS.entries()) {
      const v = cells![i]!;
      if (v === null) continue;
      const type = EXPORT_FIELDS[key].type;
      const actual = typeof v === 'number' ? 'number' : typeof v === 'object' ? 'date' : 'text';
      // Several boxes' times joined are text: one cell cannot hold two dates.
      expect(actual, key).toBe(key === 'lastEventTime' ? 'text' : type);
    }
  });

  it('knows exactly the catalogue fields marked perContainer', () => {
    for (const key of EXPORT_FIELD_KEYS)
      expect(isPerContainer(key), key).toBe('perContainer' in EXPORT_FIELDS[key]);
  });

  it('writes one row per container, the shipment fields repeated', () => {
    const fields: ExportFieldKey[] = [
      'billNumber',
      'containerNumber',
      'containerType',
      'lastEvent',
      'lastEventTime',
      'eta',
    ];
    const rows = exportRowsOf(source, fields, 'container', context('en')).map((r) => r.map(shown));
    expect(rows).toEqual([
      [
        'MAEU123456789',
        'MSKU1111111',
        '40HC',
        'Discharged',
        '2026-11-06 13:00 GMT+8',
        '2026-12-10 07:00 GMT+1',
      ],
      ['MAEU123456789', 'MSKU2222222', '20GP', 'Loaded', '2026-11-01 17:30 GMT+8', '2026-12-10 07:00 GMT+1'],
    ]);
    // One box's time stays a typed time in container mode.
    expect(typeof exportRowsOf(source, ['lastEventTime'], 'container', context('en'))[0]![0]).toBe('object');
  });

  it('writes words in the export language', () => {
    const fields: ExportFieldKey[] = [
      'carrierName',
      'potName',
      'pdeName',
      'isExport',
      'stage',
      'lastEvent',
      'terminalStatus',
    ];
    expect(exportRowsOf(source, fields, 'shipment', context('zh'))[0]).toEqual([
      '马士基',
      '新加坡',
      '杜伊斯堡',
      '是',
      '运输中',
      '卸船, 装船',
      '船预计到港',
    ]);
    expect(exportRowsOf(source, ['potName', 'pdeName', 'isExport'], 'shipment', context('jp'))[0]).toEqual([
      'シンガポール',
      'デュイスブルク',
      'はい',
    ]);
  });

  it('writes a container subscription without data as its one box', () => {
    const bare = {
      row: { ...row, containerNumber: 'TGHU1234567', billNumber: '' },
      view: null,
      lastFreeDay: null,
      holds: null,
    };
    expect(
      exportRowsOf(
        bare,
        ['containerNumber', 'containerCount', 'vessel1', 'lastEvent'],
        'container',
        context('en'),
      ),
    ).toEqual([['TGHU1234567', 1, null, null]]);
  });
});
