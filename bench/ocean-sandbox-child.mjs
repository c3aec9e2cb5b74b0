// The sandbox world in its own process (its own core), for benches that poll it over HTTP.
// argv: seed, count, clock speed (1 = real time). Sends the parent one IPC message: the T&T endpoint, the API key and `count`
// tracked references of bookings that have already moved (so the carrier has events for them),
// alternately a container number and a B/L as customers subscribe them. SIGTERM stops it.
const dist = new URL('../packages/sandbox/dist/', import.meta.url).href;
const { startSandbox } = await import(`${dist}start-sandbox.js`);

const seed = Number(process.argv[2] ?? 1);
const count = Number(process.argv[3] ?? 2000);
const speed = Number(process.argv[4] ?? 1);
const sandbox = await startSandbox({ seed, speed });
const now = sandbox.clock.now();
const references = [];
for (const s of sandbox.world.shipments) {
  if (references.length >= count) break;
  if (s.status !== 'CONFIRMED' || s.containers.length === 0) continue;
  if (!sandbox.world.milestonesOf(s).some((m) => m.actual !== null && m.actual < now)) continue;
  const byBill = references.length % 2 === 1 && s.transportDocumentReference;
  references.push({
    carrierCode: s.carrierScac,
    referenceType: byBill ? 'BILL_OF_LADING' : 'CONTAINER',
    reference: byBill ? s.transportDocumentReference : s.containers[0].number,
  });
}
process.send({ endpoint: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey, references });
process.once('SIGTERM', () => sandbox.close().then(() => process.exit(0)));
