/**
 * How many browser test files run at once (E2E_WORKERS, default 2). Each worker gets a server and
 * a database of its own (support/global-setup.ts) and launches its own Chromium (support/browser.ts),
 * so two files never share a server. E2E_WORKERS=1 runs the files one after another on one server.
 */
export function e2eWorkers(): number {
  const raw = process.env.E2E_WORKERS?.trim();
  if (!raw) return 2;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`E2E_WORKERS must be a whole number ≥ 1, got "${raw}"`);
  return n;
}
