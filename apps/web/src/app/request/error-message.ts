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
