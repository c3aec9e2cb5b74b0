import { AppError, StatusCode } from '@tracklane/domain';

/**
 * A 40000 that names its field, shaped like the schema-validation failures (plugins/
 * validation-failure.ts) so the web client reads both the same way.
 */
export function fieldError(field: string, message: string): AppError {
  return new AppError(StatusCode.BAD_PARAMETER, `${field}: ${message}`, {
    issues: [{ field, message, code: 'custom' }],
  });
}
