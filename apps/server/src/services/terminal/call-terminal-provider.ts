import { ProviderFault, type TerminalStatusClient } from '@tracklane/connectors';
import { AppError, type Language, StatusCode, terminalMessage } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs one provider call. A provider fault never crashes the request: it is logged with its
 * kind and answered 50000 with the reason in the message (the web shows it, support reads it).
 * `not-found` (the provider does not know the number) is an answer, not a fault: null.
 * `client` is the process's terminal-status provider (app.providers.terminal), null when none.
 */
export async function callTerminalProvider<T>(
  client: TerminalStatusClient | null,
  log: FastifyBaseLogger,
  language: Language,
  call: (client: TerminalStatusClient) => Promise<T>,
): Promise<T | null> {
  if (!client) throw new AppError(StatusCode.SERVER_ERROR, terminalMessage('noProvider', language));
  try {
    return await call(client);
  } catch (err) {
    if (!(err instanceof ProviderFault)) throw err;
    if (err.kind === 'not-found') return null;
    log.warn({ kind: err.kind, status: err.status, reason: err.message }, 'terminal provider fault');
    throw new AppError(
      StatusCode.SERVER_ERROR,
      `${terminalMessage('providerFault', language)} (${err.kind}: ${err.message})`,
    );
  }
}
