/**
 * A start-up failure (database unreachable, data folder locked, port taken) is one readable line
 * on stderr and exit code 1, like a configuration error — not an unhandled-rejection stack dump.
 * LOG_LEVEL=debug (or trace) adds the stack.
 */
export function failStartUp(err: unknown, logLevel: string): never {
  const message = err instanceof Error ? err.message : String(err);
  console.error(`Tracklane could not start: ${message}`);
  if ((logLevel === 'debug' || logLevel === 'trace') && err instanceof Error) console.error(err.stack);
  process.exit(1);
}
