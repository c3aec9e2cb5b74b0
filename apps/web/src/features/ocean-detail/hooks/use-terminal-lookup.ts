import { useMutation } from '@tanstack/react-query';
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

/**
 * What a lookup ended in. The two port-data states of views.md §4 exclude each other: "port data
 * subscribed" when this lookup subscribed the box, "no port data, retry in 5 minutes" when the
 * port has the box but no terminal data yet (and nothing was subscribed now).
 */
export type TerminalMessageState = 'subscribed' | 'retryLater' | 'noData';

export type TerminalLookupResult =
  | { kind: 'records'; records: TerminalRecord[] }
  | { kind: 'message'; state: TerminalMessageState };

/** Import side at the port of discharge, export side at the origin and the port of loading. */
export const ieidOf = (port: TerminalPort): 'I' | 'E' => (port.category === 'POD' ? 'I' : 'E');

async function fetchRecords(port: TerminalPort, businessNumber: string): Promise<TerminalRecord[] | null> {
  const body = { businessNumber, portCode: port.portCode, ieid: ieidOf(port) };
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
export function useTerminalLookup() {
  return useMutation({
    mutationFn: async (input: TerminalLookupInput): Promise<TerminalLookupResult> => {
      const outcome = terminalOutcomeOf(await fetchRecords(input.port, input.businessNumber));
      if (outcome.kind === 'records') return outcome;
      if (input.port.onDemand && input.maySubscribe) {
        const ctnrno = input.containerNumber ?? undefined;
        await oceanApi.terminalSubscribe({
          portCode: input.port.portCode,
          ieid: ieidOf(input.port),
          ...(ctnrno ? { ctnrno } : { blno: input.billNumber ?? input.businessNumber }),
        });
        return { kind: 'message', state: 'subscribed' };
      }
      return { kind: 'message', state: outcome.kind === 'retryLater' ? 'retryLater' : 'noData' };
    },
  });
}
