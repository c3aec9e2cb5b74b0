import { AppError, type Language, type PortDirectory, StatusCode, scheduleMessage } from '@tracklane/domain';
import { localizedFieldError } from '../../auth/field-error.js';

const DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A required port parameter → its canonical code; 40000 naming the field when empty or unknown. */
export function requirePort(
  field: string,
  value: string | undefined,
  ports: PortDirectory,
  language: Language,
  requiredKey: 'polRequired' | 'podRequired' | 'portRequired' = 'portRequired',
): string {
  const code = value?.trim().toUpperCase() ?? '';
  if (code === '') throw localizedFieldError(field, scheduleMessage(requiredKey, language));
  const port = ports.get(code);
  if (!port) throw localizedFieldError(field, `${scheduleMessage('unknownPort', language)} ${code}`);
  return port.code;
}

/** An optional port filter: canonical code, or 40000 naming the field when unknown. */
export function optionalPort(
  field: string,
  value: string | undefined,
  ports: PortDirectory,
  language: Language,
): string | null {
  return value?.trim() ? requirePort(field, value, ports, language) : null;
}

/** A day is its UTC midnight; an instant is itself. */
export const startOf = (value: string): number =>
  Date.parse(DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
/** A day as an upper bound includes the whole day. */
export const endOf = (value: string): number =>
  DATE_ONLY.test(value) ? startOf(value) + DAY - 1 : Date.parse(value);
export const todayStart = (now: number): number => Math.floor(now / DAY) * DAY;

/** A [begin, end] window; begin after end is 40000. */
export function readWindow(
  begin: string | undefined,
  end: string | undefined,
  fallback: { begin: number; end: number },
  language: Language,
): { begin: number; end: number } {
  const window = {
    begin: begin ? startOf(begin) : fallback.begin,
    end: end ? endOf(end) : fallback.end,
  };
  if (window.begin > window.end) throw localizedFieldError('begin', scheduleMessage('timeRange', language));
  return window;
}

export function notFound(key: 'vesselNotFound' | 'serviceNotFound', language: Language): AppError {
  return new AppError(StatusCode.WRONG_LINK, scheduleMessage(key, language));
}
