import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadReferenceData, resolveDataDir } from './index.js';
import { zoneFromLongitude } from './time-zones.js';

describe('loadReferenceData', () => {
  const started = performance.now();
  const ref = loadReferenceData();
  const loadMs = performance.now() - started;

  it('loads all data files in seconds and memoises per folder', () => {
    // Measured alone on the 2-core dev machine: ~0.5 s (csv-parse of 12k ports is half of it);
    // the bound leaves room for a loaded machine.
    expect(loadMs).toBeLessThan(5_000);
    expect(ref.ports.all().length).toBeGreaterThan(11_000);
    expect(loadReferenceData({ dataDir: ref.dataDir })).toBe(ref);
  });

  it('resolves the carrier codes CNSHA/CNNGB to the seaports CNSGH/CNNBO', () => {
    const shanghai = ref.ports.get('CNSHA');
    expect(shanghai).toBeDefined();
    expect(ref.ports.get('CNSGH')).toBe(shanghai);
    expect(shanghai?.locode).toBe('CNSGH');
    expect(shanghai?.aliases).toContain('CNSHA');
    expect(shanghai?.country).toBe('CN');
    const ningbo = ref.ports.get('cnngb');
    expect(ningbo).toBe(ref.ports.get('CNNBO'));
    expect(ningbo?.aliases).toContain('CNNGB');
    // An alias is not listed as a second port.
    expect(ref.ports.all().filter((p) => p.locode === 'CNSHA' || p.locode === 'CNNGB')).toEqual([]);
  });

  it('gives real ports their IANA time zone', () => {
    expect(ref.ports.get('CNSGH')?.timeZone).toBe('Asia/Shanghai');
    expect(ref.ports.get('NLRTM')?.timeZone).toBe('Europe/Amsterdam');
    expect(ref.ports.get('USLAX')?.timeZone).toBe('America/Los_Angeles');
    expect(ref.ports.get('SGSIN')?.timeZone).toBe('Asia/Singapore');
  });

  it('gives every port a zone Intl accepts', () => {
    const zones = new Set(ref.ports.all().map((p) => p.timeZone));
    for (const zone of zones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    }
  });

  it('derives Etc zones from longitude with POSIX signs', () => {
    expect(zoneFromLongitude(121)).toBe('Etc/GMT-8');
    expect(zoneFromLongitude(-118)).toBe('Etc/GMT+8');
    expect(zoneFromLongitude(3)).toBe('Etc/GMT');
  });

  it('reads carriers with B/L and container prefixes', () => {
    const msc = ref.carrier('MSCU');
    expect(msc?.shortName).toBe('MSC');
    expect(msc?.blPrefix).toBe('MEDU');
    expect(msc?.containerPrefixes).toEqual(expect.arrayContaining(['MSCU', 'MEDU']));
    expect(ref.carrier('MEDU')).toBe(msc);
    const maersk = ref.carrier('maeu');
    expect(maersk?.blPrefix).toBe('MAEU');
    expect(maersk?.containerPrefixes).toEqual(expect.arrayContaining(['MAEU', 'MSKU', 'MRKU']));
    for (const carrier of ref.carriers) {
      for (const prefix of carrier.containerPrefixes) expect(prefix).toMatch(/^[A-Z]{3}U$/);
    }
  });

  it('maps MIDs to flag states and BIC prefixes to owners', () => {
    expect(ref.mids.get('477')).toMatch(/Hong Kong/);
    expect(ref.mids.get('636')).toMatch(/Liberia/);
    expect(ref.containerOwners.get('MSKU')).toMatch(/Maersk/);
  });
});

describe('resolveDataDir', () => {
  it('finds the project data folder by walking up from the module', () => {
    expect(resolveDataDir()).toMatch(/[/\\]data$/);
  });

  it('prefers an explicit folder, then TRACKLANE_DATA_DIR', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tracklane-data-'));
    writeFileSync(join(dir, 'SOURCES.md'), '');
    expect(resolveDataDir(dir)).toBe(dir);
    const before = process.env.TRACKLANE_DATA_DIR;
    process.env.TRACKLANE_DATA_DIR = dir;
    try {
      expect(resolveDataDir()).toBe(dir);
    } finally {
      if (before === undefined) delete process.env.TRACKLANE_DATA_DIR;
      else process.env.TRACKLANE_DATA_DIR = before;
    }
  });
});
