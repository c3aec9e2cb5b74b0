// The sandbox world in its own process, in real time, for the notification latency bench.
// argv: seed. Sends the parent the T&T endpoint and API key when the world is built; then answers
// each request {leadMs, windowMs, most} with the clock (a simulated instant and the real one it
// was read at) and every transport event (vessel departures and arrivals: PLN, EST, ACT) the
// carrier will publish between `lead` and `lead + window` from now, with the reference a customer
// would track its shipment by. SIGTERM stops it.
const dist = new URL('../packages/sandbox/dist/', import.meta.url).href;
const { startSandbox } = await import(`${dist}start-sandbox.js`);
const { eventCandidates } = await import(`${dist}providers/dcsa-tnt/event-candidates.js`);

const seed = Number(process.argv[2] ?? 1);
const sandbox = await startSandbox({ seed, speed: 1 });
process.send({ endpoint: sandbox.endpoints.dcsaTnt, apiKey: sandbox.apiKey });

/** The events of TRANSPORT milestones the carrier publishes from `lead` to `lead + window` ms. */
function eventsDue({ leadMs, windowMs, most }) {
  const clock = { sim: sandbox.clock.now(), real: Date.now() };
  const from = clock.sim + leadMs;
  const to = from + windowMs;
  const events = [];
  const references = [];
  for (const s of sandbox.world.shipments) {
    if (references.length >= most) break;
    if (s.status !== 'CONFIRMED' || s.containers.length === 0) continue;
    const due = eventCandidates(sandbox.world, s).filter(
      (c) => c.milestone.kind === 'TRANSPORT' && c.createdAt >= from && c.createdAt < to,
    );
    if (due.length === 0) continue;
    const reference = s.transportDocumentReference ?? s.containers[0].number;
    references.push({
      carrierCode: s.carrierScac,
      field: s.transportDocumentReference ? 'billNumber' : 'containerNumber',
      reference,
    });
    for (const c of due) {
      events.push({
        reference,
        code: c.milestone.code,
        classifier: c.classifier,
        locode: c.milestone.locode,
        eventDateTime: c.eventDateTime,
        createdAt: c.createdAt,
      });
    }
  }
  return { clock, references, events };
}

process.on('message', (request) => process.send(eventsDue(request)));
process.once('SIGTERM', () => sandbox.close().then(() => process.exit(0)));
