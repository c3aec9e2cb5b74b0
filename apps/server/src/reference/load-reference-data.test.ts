import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { detectCarrier, directoryCarriers, oceanCarriers } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { loadReferenceData } from './load-reference-data.js';
import { findReferenceDataDir, readCsvRows } from './reference-files.js';

const reference = loadReferenceData();
const csvRows = readCsvRows(findReferenceDataDir(), 'carriers/carriers.csv');
const csvPortCodes = readCsvRows(findReferenceDataDir(), 'ports/ports.csv').map((row) => row.locode ?? '');

describe('carrier registry from data/carriers', () => {
  it('holds every row of carriers.csv under its SCAC', () => {
    expect(reference.carriers.all()).toHaveLength(csvRows.length);
    for (const row of csvRows) expect(reference.carriers.get(row.scac ?? '')?.name).toBe(row.name);
  });

  it('finds carriers by code whatever the case', () => {
    expect(reference.carriers.get(' maeu ')?.shortName).toBe('Maersk');
  });

  it('forms an ocean list of about 40 and a directory of about 85 (views.md §3)', () => {
    const ocean = oceanCarriers(reference.carriers).length;
    const directory = directoryCarriers(reference.carriers).length;
    expect(ocean).toBeGreaterThanOrEqual(35);
    expect(ocean).toBeLessThanOrEqual(45);
    expect(directory).toBeGreaterThanOrEqual(80);
    expect(directory).toBeLessThanOrEqual(90);
  });

  it('detects the big lines from their real prefixes', () => {
    const detect = (billNumber: string | null, containerNumber: string | null) =>
      detectCarrier(reference.carriers, { billNumber, containerNumber });
    expect(detect('MAEU123456789', null)).toMatchObject({ ok: true, carrierCode: 'MAEU' });
    expect(detect('MEDUAB123456', null)).toMatchObject({ ok: true, carrierCode: 'MSCU' });
    expect(detect('PABV12345678', null)).toMatchObject({ ok: true, carrierCode: 'PCIU' });
    expect(detect(null, 'CSQU3054383')).toMatchObject({ ok: true, carrierCode: 'HLCU' });
    expect(detect(null, 'MSKU9070323')).toMatchObject({ ok: true, carrierCode: 'MAEU' });
    expect(detect(null, 'CMAU1234567')).toMatchObject({ ok: true, carrierCode: 'CMDU' });
  });
});

describe('port directory from data/ports', () => {
  it('finds a port by code with its zone and position', () => {
    expect(reference.ports.get('USLAX')).toMatchObject({
      code: 'USLAX',
      nameEn: 'Los Angeles',
      country: 'US',
      timeZone: 'America/Los_Angeles',
    });
    expect(reference.ports.get('uslax')?.lat).toBeCloseTo(33.75, 1);
  });

  it('knows Shanghai and Ningbo by the codes carriers send (CNSHA, CNNGB), UN/LOCODE’s too', () => {
    expect(reference.ports.get('CNSHA')?.code).toBe('CNSHA');
    expect(reference.ports.get('CNSGH')).toBe(reference.ports.get('CNSHA'));
    expect(reference.ports.get('CNNBO')?.code).toBe('CNNGB');
    expect(reference.ports.get('CNSHA')).toMatchObject({ aliases: ['CNSGH'], timeZone: 'Asia/Shanghai' });
    // The other aliases keep UN/LOCODE's code: Qingdao is CNQIN, found by CNTAO.
    expect(reference.ports.get('CNTAO')?.code).toBe('CNQIN');
  });

  it('names the main ports in Chinese and Japanese (data/ports/port-names.json)', () => {
    expect(reference.ports.get('CNSGH')).toMatchObject({
      nameEn: 'Shanghai',
      nameCn: '上海',
      nameJp: '上海',
      nameKana: 'シャンハイ',
    });
    expect(reference.ports.get('NLRTM')).toMatchObject({ nameCn: '鹿特丹', nameJp: 'ロッテルダム' });
    // A port the list does not name keeps its English name in nameCn and has no Japanese one.
    expect(reference.ports.get('NLDOR')).toMatchObject({ nameEn: 'Dordrecht', nameCn: 'Dordrecht' });
    expect(reference.ports.get('NLDOR')?.nameJp).toBeUndefined();
  });

  it('places every name of port-names.json on a seaport, in the right script for each language', () => {
    const names = (
      JSON.parse(readFileSync(join(findReferenceDataDir(), 'ports/port-names.json'), 'utf8')) as {
        names: Record<string, { zh?: string; jp?: string; kana?: string }>;
      }
    ).names;
    for (const [code, name] of Object.entries(names)) {
      const port = reference.ports.get(code);
      expect(port, code).toBeDefined();
      expect(port?.nameCn, code).toBe(name.zh);
      expect(port?.nameJp, code).toBe(name.jp);
      // Chinese in Han; Japanese in kanji or katakana; readings in katakana only.
      expect(name.zh, code).toMatch(/^\p{Script=Han}+$/u);
      expect(name.jp, code).toMatch(/^[\p{Script=Han}\p{Script=Katakana}ー・]+$/u);
      if (name.kana) expect(name.kana, code).toMatch(/^[\p{Script=Katakana}ー]+$/u);
    }
    // The sandbox's inland and US ports are named too (Chicago, Jacksonville, Dongguan).
    expect(reference.ports.get('USCHI')).toMatchObject({ nameCn: '芝加哥', nameJp: 'シカゴ' });
    expect(reference.ports.get('CNDGG')).toMatchObject({ nameCn: '东莞', nameJp: '東莞' });
  });

  it('gives ports sea-ports does not know the zone of a neighbour', () => {
    const withZone = csvPortCodes.filter((code) => reference.ports.get(code)?.timeZone).length;
    // sea-ports has zones for ~1,600 codes; the neighbour guess covers nearly all 12,000 ports.
    expect(withZone / csvPortCodes.length).toBeGreaterThan(0.95);
  });

  it('returns undefined for an unknown code', () => {
    expect(reference.ports.get('XXXXX')).toBeUndefined();
  });

  it('corrects the zones sea-ports gets wrong (Oakland in Chicago, Bangkok in Tehran …)', () => {
    const zones = Object.fromEntries(
      ['USOAK', 'THBKK', 'JPYWT', 'JPONA', 'BRMAO', 'MOMFM', 'PTHOR'].map((code) => [
        code,
        reference.ports.get(code)?.timeZone,
      ]),
    );
    expect(zones).toEqual({
      USOAK: 'America/Los_Angeles',
      THBKK: 'Asia/Bangkok',
      JPYWT: 'Asia/Tokyo',
      JPONA: 'Asia/Tokyo',
      BRMAO: 'America/Manaus',
      MOMFM: 'Asia/Macau',
      PTHOR: 'Atlantic/Azores',
    });
  });
});

describe('finding data/', () => {
  it('fails loudly on a folder without the reference files', () => {
    const empty = mkdtempSync(join(tmpdir(), 'tracklane-no-data-'));
    expect(() => loadReferenceData(empty)).toThrow(/carriers\.csv/);
  });
});
