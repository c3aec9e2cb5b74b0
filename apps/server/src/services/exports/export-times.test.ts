import type { PortDirectory } from '@tracklane/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../auth/caller.js';
import { exportJobs, oceanShipments, oceanSubscriptions } from '../../db/schema/index.js';
import { insertMainMember } from '../../test/auth.js';
import { exportFileOf } from '../../test/export-file.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { getCurrentUser } from '../auth/get-current-user.js';
import { updateUserInfo } from '../auth/update-user-info.js';
import { buildOceanExport } from './build-ocean-export.js';
import { createOceanExport } from './create-ocean-export.js';

// Issue 20: an export wrote UTC instants with no zone while the pages showed the port's clock.
// Now it follows the pages' one rule and the member's time setting (stored on the server).
const ZONES: Record<string, string> = { CNSGH: 'Asia/Shanghai', NLRTM: 'Europe/Amsterdam' };
const ports: PortDirectory = {
  get: (code) =>
    ZONES[code]
      ? {
          code,
          nameEn: code,
          nameCn: code,
          country: code.slice(0, 2),
          timeZone: ZONES[code],
          lat: null,
          lon: null,
        }
      : undefined,
};

let ctx: TestContext;
let caller: Member;
beforeAll(async () => {
  ctx = await createTestContext();
  await (await ctx.app()).ready();
  const db = ctx.database;
  const member = await insertMainMember(db, { name: 'Times', clientId: 'TLTIMES001', username: 'times' });
  caller = member.caller;
  const org = { id: member.organizationId };
  const user = { id: member.userId };
  const [shipment] = await db.orm
    .insert(oceanShipments)
    .values({
      carrierCode: 'MAEU',
      referenceType: 'BILL_OF_LADING',
      reference: 'T',
      refreshIntervalMinutes: 60,
    })
    .returning();
  await db.orm.insert(oceanSubscriptions).values({
    organizationId: org.id,
    ownerUserId: user.id,
    shipmentId: shipment!.id,
    billNumber: 'TIMES0001',
    carrierCode: 'MAEU',
    polCode: 'CNSGH',
    podCode: 'NLRTM',
    atd: new Date('2026-11-25T10:52:00Z'),
    eta: new Date('2026-12-28T06:00:00Z'),
    updateTime: new Date('2026-11-26T03:00:00Z'),
  });
});
afterAll(() => ctx?.cleanup());

/** Exports the caller's list; answers [departure, arrival, update time] as the sheet shows them. */
async function exportedTimes(body: { timeZone?: string } = {}) {
  const { id } = await createOceanExport({
    db: ctx.database,
    caller,
    query: { ...body },
    language: 'en',
    pendingLimit: 100,
    enqueue: async () => undefined,
  });
  await buildOceanExport({ db: ctx.database, exportJobId: id, ports });
  const [job] = await ctx.database.orm.select().from(exportJobs).where(eq(exportJobs.id, id));
  const workbook = new ExcelJS.Workbook();
  expect(job!.status).toBe('done');
  await workbook.xlsx.load((await exportFileOf(ctx.database, id)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const row = sheet.getRow(2);
  // ATD, ETA and the update time; each header names its clock (the port's, or the fixed zone chosen).
  return ['ATD (', 'ETA (', 'Update time ('].map((h) => {
    const cell = row.getCell(headers.findIndex((header) => String(header).startsWith(h)));
    return { wallClock: (cell.value as Date).toISOString().slice(0, 16), format: cell.numFmt };
  });
}

describe('export times', () => {
  it('writes each time on its port clock with the zone label, the update time in the caller zone', async () => {
    expect((await getCurrentUser({ db: ctx.database, caller })).timeDisplay).toBe('port');
    expect(await exportedTimes({ timeZone: 'Asia/Tokyo' })).toEqual([
      { wallClock: '2026-11-25T18:52', format: 'yyyy-mm-dd hh:mm "GMT+8"' },
      { wallClock: '2026-12-28T07:00', format: 'yyyy-mm-dd hh:mm "GMT+1"' },
      { wallClock: '2026-11-26T12:00', format: 'yyyy-mm-dd hh:mm "GMT+9"' },
    ]);
  });

  it('writes every time in UTC+8 once the member chose it', async () => {
    const user = await updateUserInfo({
      db: ctx.database,
      pepper: 'p',
      caller,
      changes: { timeDisplay: 'utc8' },
    });
    expect(user.timeDisplay).toBe('utc8');
    expect(await exportedTimes({ timeZone: 'Asia/Tokyo' })).toEqual([
      { wallClock: '2026-11-25T18:52', format: 'yyyy-mm-dd hh:mm "GMT+8"' },
      { wallClock: '2026-12-28T14:00', format: 'yyyy-mm-dd hh:mm "GMT+8"' },
      { wallClock: '2026-11-26T11:00', format: 'yyyy-mm-dd hh:mm "GMT+8"' },
    ]);
  });
});
