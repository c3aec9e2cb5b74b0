import { describe, expect, it } from 'vitest';
import { OWNERS, RECORDS, testRegistry } from './__fixtures__/test-registry.js';
import { carrierRecordFromRow, createCarrierRegistry } from './carrier-registry.js';
import { detectCarrier } from './detect-carrier.js';

const registry = testRegistry();
const detect = (billNumber?: string | null, containerNumber?: string | null) =>
  detectCarrier(registry, { billNumber, containerNumber });

describe('detectCarrier: B/L evidence', () => {
  it.each([
    ['MAEU123456789', 'MAEU'],
    ['COSU6123456780', 'COSU'],
    ['cosu 6123456780', 'COSU'],
    ['APLU123456789', 'APLU'],
  ])('reads the SCAC at the start of %s', (bill, code) =>
    expect(detect(bill)).toEqual({ ok: true, carrierCode: code, via: 'scac' }),
  );

  it('reads an alternative SCAC as its carrier (MEDU… → MSC)', () => {
    expect(detect('MEDUAB123456')).toEqual({ ok: true, carrierCode: 'MSCU', via: 'scac' });
  });

  it('prefers a carrier whose own code is the SCAC over another carrier listing it as alternative', () => {
    // WWSU is Westwood's SCAC and an alternative of Swire SSBF in carriers.csv.
    expect(detect('WWSU12345678')).toEqual({ ok: true, carrierCode: 'WWSU', via: 'scac' });
  });

  it.each([
    ['PABV12345678', 'PCIU'],
    ['CCMJ7654321', 'COSU'],
    ['ANLC12345678', 'ANNU'],
  ])('reads the B/L prefix of %s', (bill, code) =>
    expect(detect(bill)).toEqual({ ok: true, carrierCode: code, via: 'bl-prefix' }),
  );

  it('wants something after the prefix: the bare four letters are not a B/L', () => {
    expect(detect('PABV')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
    expect(detect('MAEU')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
  });

  it('does not mistake a port-code-like B/L for a carrier (CNSHA…, SHA…)', () => {
    expect(detect('CNSHA1234567')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
    expect(detect('SHA1234567')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
    expect(detect('123456789')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
  });

  it('lets the B/L beat a container of another line (leased or shipper-owned box)', () => {
    expect(detect('COSU6123456780', 'MSKU9070323')).toEqual({ ok: true, carrierCode: 'COSU', via: 'scac' });
  });
});

describe('detectCarrier: container evidence', () => {
  it('uses the owner prefix when the B/L says nothing', () => {
    expect(detect(null, 'PCIU1234567')).toEqual({ ok: true, carrierCode: 'PCIU', via: 'container-prefix' });
    expect(detect('SHA1234567', 'CBHU1234567')).toEqual({
      ok: true,
      carrierCode: 'COSU',
      via: 'container-prefix',
    });
  });

  it('picks the group member whose own code is the prefix (APLU → APL)', () => {
    expect(detect(null, 'APLU1234567')).toMatchObject({ ok: true, carrierCode: 'APLU' });
  });

  it('picks the group member the BIC register names as owner (CMAU → CMA CGM, MSKU → Maersk)', () => {
    expect(detect(null, 'CMAU1234567')).toMatchObject({ ok: true, carrierCode: 'CMDU' });
    expect(detect(null, 'MSKU9070323')).toMatchObject({ ok: true, carrierCode: 'MAEU' });
  });

  it('among duplicate records of one company, picks the trackable one (Wan Hai 22AA / WHLC)', () => {
    expect(detect(null, 'TPCU1234567')).toMatchObject({ ok: true, carrierCode: 'WHLC' });
  });

  it('reports a group prefix as ambiguous when nothing narrows it', () => {
    // AMCU is CMA CGM's, APL's and ANL's with no register entry and no own-code match.
    expect(detect(null, 'AMCU1234567')).toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates: ['ANNU', 'APLU', 'CMDU'],
    });
    expect(detectCarrier(testRegistry(new Map()), { containerNumber: 'CMAU1234567' })).toMatchObject({
      ok: false,
      reason: 'ambiguous',
    });
  });

  it('reports a lessor container (Textainer TGHU) with no B/L as unknown', () => {
    expect(detect(null, 'TGHU9876542')).toEqual({ ok: false, reason: 'unknown', candidates: [] });
  });

  it('finds a carrier through the register for a prefix no carrier lists', () => {
    const withHapag = createCarrierRegistry(
      [...RECORDS, carrierRecordFromRow({ scac: 'HLCU', name: 'Hapag-Lloyd', short_name: 'Hapag-Lloyd' })],
      OWNERS,
    );
    expect(detectCarrier(withHapag, { containerNumber: 'CSQU3054383' })).toEqual({
      ok: true,
      carrierCode: 'HLCU',
      via: 'container-prefix',
    });
  });
});

describe('detectCarrier: ambiguity between B/L candidates', () => {
  const twins = createCarrierRegistry([
    carrierRecordFromRow({ scac: 'AAAA', name: 'Alpha', bl_prefix: 'SHRD', container_prefixes: 'AAAU' }),
    carrierRecordFromRow({ scac: 'BBBB', name: 'Beta', bl_prefix: 'SHRD', container_prefixes: 'BBBU' }),
  ]);

  it('lists both carriers sharing a B/L prefix', () => {
    expect(detectCarrier(twins, { billNumber: 'SHRD123456' })).toEqual({
      ok: false,
      reason: 'ambiguous',
      candidates: ['AAAA', 'BBBB'],
    });
  });

  it('lets the container settle it when it points to one of them', () => {
    expect(detectCarrier(twins, { billNumber: 'SHRD123456', containerNumber: 'BBBU1234567' })).toEqual({
      ok: true,
      carrierCode: 'BBBB',
      via: 'bl-prefix',
    });
  });
});
