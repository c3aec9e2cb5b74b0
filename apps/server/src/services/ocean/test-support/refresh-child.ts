import { createDcsaTntClient } from '@tracklane/connectors';
import { loadConfig } from '../../../config.js';
import { openDatabase } from '../../../db/database.js';
import { loadReferenceData } from '../../../reference/load-reference-data.js';
import { refreshShipment } from '../refresh-shipment.js';

/**
 * A worker stand-in for the crash test (run with tsx, killed with SIGKILL by the test): refreshes
 * the shipments of TL_CRASH_SHIPMENTS (comma-separated ids) all at once against OCEAN_TNT_URL on
 * the database of DATABASE_URL / DATA_DIR, printing one line per finished refresh so the test
 * knows what has committed before it pulls the plug.
 */
const env = process.env;
const config = loadConfig({ LOG_LEVEL: 'silent', SANDBOX_WORLD: 'false', ...env });
const db = await openDatabase(config);
const client = createDcsaTntClient({ baseUrl: env.OCEAN_TNT_URL ?? '', apiKey: env.OCEAN_TNT_API_KEY ?? '' });
const { ports } = loadReferenceData();
const ids = (env.TL_CRASH_SHIPMENTS ?? '').split(',').filter(Boolean);
process.stdout.write('ready\n');
await Promise.all(
  ids.map(async (shipmentId) => {
    const outcome = await refreshShipment({ db, client, shipmentId, ports });
    process.stdout.write(`refreshed ${shipmentId} ${outcome.status}\n`);
  }),
);
process.stdout.write('all refreshed\n');
await db.close();
