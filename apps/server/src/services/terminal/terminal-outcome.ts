import {
  type Envelope,
  type Language,
  StatusCode,
  type TerminalRecord,
  terminalMessage,
} from '@tracklane/domain';

/**
 * The envelope of a terminal lookup, with the message views.md §4 asks the web to show:
 * nothing returned → 20001 "no terminal data returned" (the web then offers to subscribe);
 * records without any terminal code (an on-demand port whose data is not flowing yet) →
 * "no port data, retry in 5 minutes"; otherwise the records.
 */
export function terminalOutcome(
  records: TerminalRecord[] | null,
  language: Language,
): Envelope<TerminalRecord[]> {
  if (!records || records.length === 0)
    return { statusCode: StatusCode.NO_DATA, message: terminalMessage('noData', language), data: [] };
  if (records.every((r) => r.terminalCode === null))
    return {
      statusCode: StatusCode.SUCCESS,
      message: terminalMessage('retryLater', language),
      data: records,
    };
  return { statusCode: StatusCode.SUCCESS, message: 'success', data: records };
}

const CONTAINER = /^[A-Z]{4}\d{7}$/;

/** Whether a business number is a container number (ISO 6346 shape) rather than a B/L or booking. */
export function isContainerNumber(value: string): boolean {
  return CONTAINER.test(value.trim().toUpperCase());
}
