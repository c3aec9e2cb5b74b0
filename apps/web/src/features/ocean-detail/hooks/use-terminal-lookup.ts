import { useMutation } from '@tanstack/react-query';
import { type Language, terminalMessage } from '@tracklane/domain';
import { RequestError } from '../../../app/request';
import type { TerminalRecord } from '../../ocean';
import { oceanApi } from '../../ocean';
import { NO_DATA_CODES, type TerminalPort, terminalOutcomeOf } from '../model/terminal-ports';

export interface TerminalLookupInput {
  port: TerminalPort;
  businessNumber: string;
  /** The tracked box or B/L, for an on-demand subscription. */
  containerNumber: string | null;
  billNumber: string | null;
  /** Subscribe on demand when the port allows it (not in read-only views, not twice). */
  maySubscribe: boolean;
}

export type TerminalLookupResult =
  | { kind: 'records'; records: TerminalRecord[] }
  | { kind: 'message'; message: string; subscribed: boolean };

async function fetchRecords(port: TerminalPort, businessNumber: string): Promise<TerminalRecord[] | null> {
  const body = { businessNumber, portCode: port.portCode };
  try {
    return port.call === 'download'
      ? await oceanApi.terminalDownload(port.portCode.slice(0, 2), body)
      : await oceanApi.terminalPortEvents(body);
  } catch (err) {
    if (err instanceof RequestError && err.statusCode !== undefined && NO_DATA_CODES.has(err.statusCode))
      return null;
    throw err;
  }
}

/**
 * The terminal button of views.md §4: look the box up at the port; with nothing there subscribe
 * on demand (USLAX, USLGB, USOAK, USNYC) and say "port data subscribed". The provider answers
 * records without a terminal code while on-demand data is not flowing yet: that is "retry in 5
 * minutes", and at an on-demand port also the moment to subscribe (once per visit).
 */
export function useTerminalLookup(language: Language) {
  return useMutation({
    mutationFn: async (input: TerminalLookupInput): Promise<TerminalLookupResult> => {
      const outcome = terminalOutcomeOf(await fetchRecords(input.port, input.businessNumber));
      if (outcome.kind === 'records') return outcome;
      if (input.port.onDemand && input.maySubscribe) {
        const ctnrno = input.containerNumber ?? undefined;
        await oceanApi.terminalSubscribe({
          portCode: input.port.portCode,
          ...(ctnrno ? { ctnrno } : { blno: input.billNumber ?? input.businessNumber }),
        });
        const subscribed = terminalMessage('subscribed', language);
        const later = outcome.kind === 'retryLater' ? ` · ${terminalMessage('retryLater', language)}` : '';
        return { kind: 'message', message: `${subscribed}${later}`, subscribed: true };
      }
      const key = outcome.kind === 'retryLater' ? 'retryLater' : 'noData';
      return { kind: 'message', message: terminalMessage(key, language), subscribed: false };
    },
  });
}
