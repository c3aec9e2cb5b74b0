import { httpStatusOf, type StatusCode } from './codes.js';

/**
 * The one error type services throw. The server's error handler turns it into the envelope
 * `{statusCode, message, data}` with the HTTP status of the code's class.
 */
export class AppError extends Error {
  readonly statusCode: StatusCode;
  readonly data: unknown;

  constructor(statusCode: StatusCode, message?: string, data: unknown = null) {
    super(message ?? String(statusCode));
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.data = data;
  }

  get httpStatus(): number {
    return httpStatusOf(this.statusCode);
  }

  /** True when the caller supplied its own message rather than the catalogue's. */
  get hasCustomMessage(): boolean {
    return this.message !== String(this.statusCode);
  }
}
