import { ProviderFault, type TerminalStatusClient } from '@tracklane/connectors';
import { AppError, type Language, StatusCode, terminalMessage } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs one provider call. A provider fault never crashes the request, and what the provider said
 * (paths, field names, its own messages) never reaches the user: the fault is logged with its
 * kind, status and reason under the request id, and the user gets a sentence in their language —
 * 40000 when the provider refused the request (bad-request: the number or port as given), else
 * 50000 "the terminal did not answer" (timeouts, outages, unreadable answers, our credentials).
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
    if (err.kind === 'bad-request')
      throw new AppError(StatusCode.BAD_PARAMETER, terminalMessage('providerRefused', language));
    throw new AppError(StatusCode.SERVER_ERROR, terminalMessage('providerFault', language));
  }
}
