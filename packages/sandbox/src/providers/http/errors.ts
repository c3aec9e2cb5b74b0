import { STATUS_CODES } from 'node:http';

/**
 * DCSA error bodies. T&T 2.2 (error domain 1.x) lists `errors` as {reason, message}; CS 1.0 and
 * OVS 3.0 (error domain 2.0) as {errorCode, errorCodeText, errorCodeMessage}. Each server answers in
 * the shape of the standard it implements, so a connector parses the same errors a carrier sends.
 */
export type ErrorStyle = 'tnt-v2' | 'domain-v2';

/** Thrown by route handlers; the server turns it into a DCSA error body with this status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The query parameter or body property at fault, when there is one. */
    readonly property?: string,
  ) {
    super(message);
  }
}

export interface ErrorBodyInput {
  style: ErrorStyle;
  method: string;
  requestUri: string;
  status: number;
  message: string;
  property?: string;
  /** Instant of the error, epoch ms (simulated time keeps bodies reproducible). */
  at: number;
}

// Error domain 2.0 codes: 7003 invalid parameter, 7007 invalid query, 7xxx client side, 9xxx server.
function errorCodeFor(status: number): number {
  if (status === 400) return 7007;
  if (status === 401 || status === 403) return 7003;
  if (status === 404) return 7004;
  if (status >= 500) return 9999;
  return 7000;
}

export function dcsaErrorBody(input: ErrorBodyInput): Record<string, unknown> {
  const statusCodeText = STATUS_CODES[input.status] ?? 'Error';
  const base = {
    httpMethod: input.method,
    requestUri: input.requestUri,
    statusCode: input.status,
    statusCodeText,
    errorDateTime: new Date(input.at).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
  if (input.style === 'tnt-v2') {
    return {
      ...base,
      errors: [{ reason: statusCodeText.toLowerCase().replace(/ /g, ''), message: input.message }],
    };
  }
  const detail: Record<string, unknown> = {
    errorCode: errorCodeFor(input.status),
    errorCodeText: statusCodeText,
    errorCodeMessage: input.message,
  };
  if (input.property) detail.property = input.property;
  return { ...base, statusCodeMessage: input.message.slice(0, 200), errors: [detail] };
}
