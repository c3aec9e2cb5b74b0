/**
 * The status codes of the error catalogue (spec platform.md §8). Every response body carries one
 * of these as `statusCode`; the HTTP status mirrors the code's class (see `httpStatusOf`).
 */
export const StatusCode = {
  SUCCESS: 20000,
  NO_DATA: 20001,
  BAD_PARAMETER: 40000,
  PARAMETER_LIST_TOO_LONG: 40001,
  COORDINATE_SYSTEM_NOT_SUPPORTED: 40010,
  COORDINATE_CONVERSION_ERROR: 40011,
  CARRIER_NOT_DETERMINED: 40020,
  TOKEN_INVALID: 40100,
  WRONG_ACCOUNT_OR_PASSWORD: 40101,
  ACCOUNT_DISABLED: 40102,
  ACCOUNT_NOT_FOUND: 40103,
  NO_PERMISSION: 40300,
  WRONG_LINK: 40400,
  METHOD_NOT_ALLOWED: 40500,
  CALL_LIMIT_EXCEEDED: 42900,
  SERVER_ERROR: 50000,
  /** Not in platform.md §8: the server is past what it can serve and answers at once (HTTP 503, Retry-After). */
  SERVER_BUSY: 50300,
} as const;

export type StatusCode = (typeof StatusCode)[keyof typeof StatusCode];

export const ALL_STATUS_CODES: readonly StatusCode[] = Object.values(StatusCode);

/** Any code starting with 200 counts as success (platform.md §8). */
export function isSuccessCode(code: number): boolean {
  return String(code).startsWith('200');
}

export function isStatusCode(code: unknown): code is StatusCode {
  return typeof code === 'number' && (ALL_STATUS_CODES as readonly number[]).includes(code);
}

/**
 * HTTP status for each catalogue code. The switch is exhaustive: adding a code to `StatusCode`
 * without mapping it here fails to compile.
 */
export function httpStatusOf(code: StatusCode): 200 | 400 | 401 | 403 | 404 | 405 | 429 | 500 | 503 {
  switch (code) {
    case StatusCode.SUCCESS:
    case StatusCode.NO_DATA:
      return 200;
    case StatusCode.BAD_PARAMETER:
    case StatusCode.PARAMETER_LIST_TOO_LONG:
    case StatusCode.COORDINATE_SYSTEM_NOT_SUPPORTED:
    case StatusCode.COORDINATE_CONVERSION_ERROR:
    case StatusCode.CARRIER_NOT_DETERMINED:
      return 400;
    case StatusCode.TOKEN_INVALID:
    case StatusCode.WRONG_ACCOUNT_OR_PASSWORD:
    case StatusCode.ACCOUNT_DISABLED:
    case StatusCode.ACCOUNT_NOT_FOUND:
      return 401;
    case StatusCode.NO_PERMISSION:
      return 403;
    case StatusCode.WRONG_LINK:
      return 404;
    case StatusCode.METHOD_NOT_ALLOWED:
      return 405;
    case StatusCode.CALL_LIMIT_EXCEEDED:
      return 429;
    case StatusCode.SERVER_ERROR:
      return 500;
    case StatusCode.SERVER_BUSY:
      return 503;
    default: {
      const unmapped: never = code;
      throw new Error(`unmapped status code ${String(unmapped)}`);
    }
  }
}
