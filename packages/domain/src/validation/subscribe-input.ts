import { AppError } from '../errors/app-error.js';
import { StatusCode } from '../errors/codes.js';
import type { Language } from '../i18n/languages.js';
import { isValidBillNumber, normalizeBillNumber } from './business-numbers.js';
import { isValidContainerNumber, normalizeContainerNumber } from './container-number.js';

/** The carrier code that asks the server to detect the carrier from the numbers. */
export const AUTO_CARRIER = 'AUTO';
export const REMARK_MIN_LENGTH = 2;

export interface SubscribeInput {
  billNumber?: string | null;
  containerNumber?: string | null;
  carrierCode?: string | null;
  remark?: string | null;
}

export interface NormalizedSubscribeInput {
  billNumber: string | null;
  containerNumber: string | null;
  /** Upper-cased; AUTO when the caller left it empty. */
  carrierCode: string;
  remark: string | null;
}

type Rule = 'numberRequired' | 'numbersEqual' | 'billNumber' | 'containerNumber' | 'carrierCode' | 'remark';

const MESSAGES: Record<Language, Record<Rule, string>> = {
  en: {
    numberRequired: 'enter a B/L number or a container number',
    numbersEqual: 'the B/L number and the container number must differ',
    billNumber: 'a B/L number has 4 to 30 letters and digits',
    containerNumber: 'not a valid container number (4 letters, 7 digits, check digit)',
    carrierCode: 'unknown carrier code format',
    remark: `a remark has at least ${REMARK_MIN_LENGTH} characters`,
  },
  zh: {
    numberRequired: '请输入提单号或箱号',
    numbersEqual: '提单号与箱号不能相同',
    billNumber: '提单号应为 4 到 30 位字母或数字',
    containerNumber: '箱号格式不正确（4 位字母、7 位数字，含校验位）',
    carrierCode: '船公司代码格式不正确',
    remark: `备注至少 ${REMARK_MIN_LENGTH} 个字符`,
  },
  jp: {
    numberRequired: 'B/L番号またはコンテナ番号を入力してください',
    numbersEqual: 'B/L番号とコンテナ番号は同じにできません',
    billNumber: 'B/L番号は4〜30文字の英数字です',
    containerNumber: 'コンテナ番号が正しくありません（英字4文字、数字7桁、チェックディジット）',
    carrierCode: '船会社コードの形式が正しくありません',
    remark: `備考は${REMARK_MIN_LENGTH}文字以上で入力してください`,
  },
};

/** A 40000 naming its field, in the shape of the server's schema failures (issues[]). */
function fieldError(field: keyof SubscribeInput, rule: Rule, language: Language): AppError {
  const message = MESSAGES[language][rule];
  // The sentence names the field in words; the wire name stays in issues[] for API clients.
  return new AppError(StatusCode.BAD_PARAMETER, message, {
    issues: [{ field, message, code: 'custom' }],
  });
}

function blankToNull(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/**
 * The rules of platform.md §5 for one subscription, in the order a user fixes them: at least one
 * number, each number well-formed, the two not the same, a sane carrier code, a remark of at
 * least two characters when one is given. Returns the normalised values the server stores.
 */
export function validateSubscribeInput(
  input: SubscribeInput,
  language: Language = 'en',
): NormalizedSubscribeInput {
  const rawBill = blankToNull(input.billNumber);
  const rawContainer = blankToNull(input.containerNumber);
  if (rawBill === null && rawContainer === null) throw fieldError('billNumber', 'numberRequired', language);

  const billNumber = rawBill === null ? null : normalizeBillNumber(rawBill);
  if (billNumber !== null && !isValidBillNumber(billNumber))
    throw fieldError('billNumber', 'billNumber', language);

  const containerNumber = rawContainer === null ? null : normalizeContainerNumber(rawContainer);
  if (containerNumber !== null && !isValidContainerNumber(containerNumber)) {
    throw fieldError('containerNumber', 'containerNumber', language);
  }
  if (billNumber !== null && billNumber === containerNumber) {
    throw fieldError('containerNumber', 'numbersEqual', language);
  }

  const carrierCode = blankToNull(input.carrierCode)?.trim().toUpperCase() ?? AUTO_CARRIER;
  // Codes are SCACs (4 letters) or the 2-letter codes some carriers go by; AUTO passes too.
  if (!/^[A-Z0-9]{2,10}$/.test(carrierCode)) throw fieldError('carrierCode', 'carrierCode', language);

  const remark = blankToNull(input.remark)?.trim() ?? null;
  if (remark !== null && [...remark].length < REMARK_MIN_LENGTH)
    throw fieldError('remark', 'remark', language);

  return { billNumber, containerNumber, carrierCode, remark };
}
