import { ERROR_MESSAGES, isStatusCode, type Language, StatusCode } from '@tracklane/domain';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

export type Failure =
  | { kind: 'timeout' }
  | { kind: 'network' }
  | { kind: 'status'; statusCode: number; message: string }
  | { kind: 'http'; httpStatus: number };

const CALL_LIMIT_MESSAGE = 'call limit exceeded';

function isCallLimit(statusCode: number, message: string): boolean {
  return statusCode === StatusCode.CALL_LIMIT_EXCEEDED || message.trim().toLowerCase() === CALL_LIMIT_MESSAGE;
}

/** The toast text of a failed call (platform.md §8), translated through `t`. */
export function failureMessage(failure: Failure, url: string, t: Translate, language: Language): string {
  switch (failure.kind) {
    case 'timeout':
      return t('common:request.timeout');
    case 'network':
      return t('common:request.network');
    case 'http':
      // A bare 500 (a proxy's page, a crash before the envelope) is still the server's error
      // (platform.md §8 "50000 and 500"), and a bare 503 the busy answer; others stay "other".
      if (failure.httpStatus === 500) return ERROR_MESSAGES[language][StatusCode.SERVER_ERROR];
      if (failure.httpStatus === 503) return ERROR_MESSAGES[language][StatusCode.SERVER_BUSY];
      return t('common:request.otherError', { code: failure.httpStatus });
    case 'status': {
      const { statusCode, message } = failure;
      if (isCallLimit(statusCode, message)) {
        if (url.includes('/subscribe')) return t('common:request.subscriptionLimit');
        if (url.includes('/schedule') || url.includes('/vessel')) return t('common:request.callLimit');
      }
      if (message.trim()) return message;
      if (isStatusCode(statusCode)) return ERROR_MESSAGES[language][statusCode];
      return t('common:request.otherError', { code: statusCode });
    }
  }
}
