import type { Envelope } from '@tracklane/domain';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue>;
  /** JSON body, or a FormData for multipart uploads. */
  data?: unknown;
  headers?: Record<string, string>;
  /** No error toast. Defaults to true for the calls in SILENT_BY_DEFAULT. */
  silent?: boolean;
  /** `false`: the call does not drive the progress bar. */
  loading?: boolean;
  /** Embeds and read-only views ask for the read token (from an API key) instead of the write token. */
  token?: 'write' | 'read';
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type RequestErrorKind = 'timeout' | 'network' | 'status' | 'http' | 'aborted';

/** Why a call failed. `message` is the text shown to the user (already translated). */
export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  /** The envelope's statusCode, for kind 'status'. */
  readonly statusCode: number | undefined;
  readonly httpStatus: number | undefined;
  readonly envelope: Envelope<unknown> | undefined;

  constructor(
    kind: RequestErrorKind,
    message: string,
    extra: { statusCode?: number; httpStatus?: number; envelope?: Envelope<unknown> } = {},
  ) {
    super(message);
    this.name = 'RequestError';
    this.kind = kind;
    this.statusCode = extra.statusCode;
    this.httpStatus = extra.httpStatus;
    this.envelope = extra.envelope;
  }
}

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { statusCode?: unknown }).statusCode === 'number'
  );
}
