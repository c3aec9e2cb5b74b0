import type { Language } from '../i18n/languages.js';
import { StatusCode } from './codes.js';

type Messages = Record<StatusCode, string>;

/**
 * User-facing text of each catalogue code in every interface language. Typed as a full record so
 * that a new code without its three translations does not compile.
 */
export const ERROR_MESSAGES: Record<Language, Messages> = {
  en: {
    [StatusCode.SUCCESS]: 'success',
    [StatusCode.NO_DATA]: 'No data',
    [StatusCode.BAD_PARAMETER]: 'Bad parameter',
    [StatusCode.PARAMETER_LIST_TOO_LONG]: 'Parameter list too long',
    [StatusCode.COORDINATE_SYSTEM_NOT_SUPPORTED]: 'Coordinate system not supported',
    [StatusCode.COORDINATE_CONVERSION_ERROR]: 'Coordinate conversion error',
    [StatusCode.CARRIER_NOT_DETERMINED]: 'Carrier code cannot be determined',
    [StatusCode.TOKEN_INVALID]: 'Token invalid',
    [StatusCode.WRONG_ACCOUNT_OR_PASSWORD]: 'Wrong account or password',
    [StatusCode.ACCOUNT_DISABLED]: 'User is disabled, please contact customer service!',
    [StatusCode.ACCOUNT_NOT_FOUND]: 'Account not found',
    [StatusCode.NO_PERMISSION]: 'Unauthorized: no permission',
    [StatusCode.WRONG_LINK]: 'Wrong link',
    [StatusCode.METHOD_NOT_ALLOWED]: 'Method not allowed',
    [StatusCode.CALL_LIMIT_EXCEEDED]: 'call limit exceeded',
    [StatusCode.SERVER_ERROR]: 'Server error',
    [StatusCode.SERVER_BUSY]: 'The server is busy, please try again in a moment',
  },
  zh: {
    [StatusCode.SUCCESS]: '成功',
    [StatusCode.NO_DATA]: '暂无数据',
    [StatusCode.BAD_PARAMETER]: '参数错误',
    [StatusCode.PARAMETER_LIST_TOO_LONG]: '参数列表过长',
    [StatusCode.COORDINATE_SYSTEM_NOT_SUPPORTED]: '不支持的坐标系',
    [StatusCode.COORDINATE_CONVERSION_ERROR]: '坐标转换错误',
    [StatusCode.CARRIER_NOT_DETERMINED]: '无法确定船公司代码',
    [StatusCode.TOKEN_INVALID]: '令牌无效',
    [StatusCode.WRONG_ACCOUNT_OR_PASSWORD]: '账号或密码错误',
    [StatusCode.ACCOUNT_DISABLED]: '用户已被禁用，请联系客服！',
    [StatusCode.ACCOUNT_NOT_FOUND]: '账号不存在',
    [StatusCode.NO_PERMISSION]: '未授权：没有权限',
    [StatusCode.WRONG_LINK]: '链接错误',
    [StatusCode.METHOD_NOT_ALLOWED]: '请求方法不允许',
    [StatusCode.CALL_LIMIT_EXCEEDED]: '调用次数超限',
    [StatusCode.SERVER_ERROR]: '服务器错误',
    [StatusCode.SERVER_BUSY]: '服务器繁忙，请稍后重试',
  },
  jp: {
    [StatusCode.SUCCESS]: '成功',
    [StatusCode.NO_DATA]: 'データがありません',
    [StatusCode.BAD_PARAMETER]: 'パラメータが不正です',
    [StatusCode.PARAMETER_LIST_TOO_LONG]: 'パラメータのリストが長すぎます',
    [StatusCode.COORDINATE_SYSTEM_NOT_SUPPORTED]: 'サポートされていない座標系です',
    [StatusCode.COORDINATE_CONVERSION_ERROR]: '座標変換エラー',
    [StatusCode.CARRIER_NOT_DETERMINED]: '船会社コードを特定できません',
    [StatusCode.TOKEN_INVALID]: 'トークンが無効です',
    [StatusCode.WRONG_ACCOUNT_OR_PASSWORD]: 'アカウントまたはパスワードが間違っています',
    [StatusCode.ACCOUNT_DISABLED]: 'ユーザーは無効化されています。カスタマーサービスにお問い合わせください！',
    [StatusCode.ACCOUNT_NOT_FOUND]: 'アカウントが見つかりません',
    [StatusCode.NO_PERMISSION]: '権限がありません',
    [StatusCode.WRONG_LINK]: 'リンクが間違っています',
    [StatusCode.METHOD_NOT_ALLOWED]: '許可されていないメソッドです',
    [StatusCode.CALL_LIMIT_EXCEEDED]: '呼び出し回数の上限を超えました',
    [StatusCode.SERVER_ERROR]: 'サーバーエラー',
    [StatusCode.SERVER_BUSY]: 'サーバーが混み合っています。しばらくしてから再度お試しください',
  },
};

export function messageOf(code: StatusCode, language: Language = 'en'): string {
  return ERROR_MESSAGES[language][code];
}
