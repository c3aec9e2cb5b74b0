// Preloaded into a server process by a bench (`--import <this file>`, BENCH_MEMORY_FILE set): appends
// process.memoryUsage() every BENCH_MEMORY_MS (100) ms as one line of JSON with the wall-clock time,
// so the bench can print the peak of the heap, external memory and array buffers during what it
// measured beside the RSS (where the memory goes, not only how much).
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const every = Number(process.env.BENCH_MEMORY_MS ?? 100);
  const mb = (n) => Math.round(n / 1048576);
  // BENCH_MEMORY_GC=1 (with --expose-gc): a full collection before each sample, so the heap figures
  // are what is alive, not garbage the collector has not reached yet (a diagnosis: it slows the run).
  const collect = process.env.BENCH_MEMORY_GC === '1' && typeof globalThis.gc === 'function';
  setInterval(() => {
    if (collect) globalThis.gc();
    const m = process.memoryUsage();
    appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), rss: mb(m.rss), heapTotal: mb(m.heapTotal), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) })}\n`,
    );
  }, every).unref();
}
