import { AppError, type Language, StatusCode } from '@tracklane/domain';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../../http/language.js';
import { isLoopbackCaller } from '../../http/loopback.js';

const LOOPBACK_ONLY: Record<Language, string> = {
  en: 'The sandbox inbox can only be read on the server’s own machine (set SANDBOX_PUBLIC=true for a public demo)',
  zh: '沙箱收件箱只能在服务器本机上查看（公开演示请设置 SANDBOX_PUBLIC=true）',
  jp: 'サンドボックスの受信箱はサーバー本体からのみ閲覧できます（公開デモでは SANDBOX_PUBLIC=true を設定してください）',
};

/** Stable for the web page, whatever the language of the message. */
export const SANDBOX_LOOPBACK_ONLY = 'sandbox-loopback-only';

/**
 * onRequest hook of the sandbox inbox: it holds every sign-in, sign-up and reset code, so only
 * callers on this machine read it, unless SANDBOX_PUBLIC says otherwise (a public demo).
 */
export function loopbackOnly(sandboxPublic: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    if (sandboxPublic || isLoopbackCaller(request)) return;
    throw new AppError(StatusCode.NO_PERMISSION, LOOPBACK_ONLY[requestLanguage(request)], {
      reason: SANDBOX_LOOPBACK_ONLY,
    });
  };
}
