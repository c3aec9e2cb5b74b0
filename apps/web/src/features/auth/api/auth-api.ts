import type { LoginQrCode, QrSceneState, TokenResponse, VerificationCodeType } from '@tracklane/domain';
import { request } from '../../../app/request';

/** data of every token call (normal, code, enterprise, guest, API key): the domain's shape. */
export type { TokenResponse };

export type CodeCategory = 'email' | 'mobile';
/** What a code is for; `change` confirms a profile's new e-mail address or mobile number. */
export type CodeType = VerificationCodeType;

export interface SendCodeResult {
  expiresIn: number;
  resendAfter: number;
}

export interface RegisterInput {
  username: string;
  password: string;
  confirmPassword: string;
  registerType: CodeCategory;
  companyName: string;
  email?: string;
  mobilePhone?: string;
  /** The verification code the user received. */
  roundCode: string;
  /** From a join link (`/login?view=register&inviteToken=…`): the new user joins that organisation. */
  inviteToken?: string;
}

export interface ResetPasswordInput {
  number: string;
  code: string;
  password: string;
  confirmPassword: string;
}

/** A messaging-app QR code (sign-in or binding). */
export type QrCode = LoginQrCode;
export interface QrStateAnswer {
  state: QrSceneState;
  nickname: string | null;
}

// Form calls are silent: their forms show the server's message inline (see FormError).
export const authApi = {
  async sendCode(body: { number: string; category: CodeCategory; type: CodeType }) {
    return (await request<SendCodeResult>({ url: '/auth/sendCode', method: 'POST', data: body })).data;
  },
  async register(body: RegisterInput) {
    return (
      await request<unknown>({ url: '/auth/user/registerUser', method: 'POST', data: body, silent: true })
    ).data;
  },
  /** Account, e-mail or phone + password; `clientId` is the enterprise code of the enterprise tab. */
  async passwordToken(params: { username: string; password: string; clientId?: string }) {
    return (await request<TokenResponse>({ url: '/auth/user/token', params, silent: true })).data;
  },
  async codeToken(body: { number: string; code: string }) {
    return (
      await request<TokenResponse>({ url: '/auth/code/token', method: 'POST', data: body, silent: true })
    ).data;
  },
  async resetPassword(body: ResetPasswordInput) {
    return (
      await request<unknown>({ url: '/auth/user/resetPassword', method: 'POST', data: body, silent: true })
    ).data;
  },
  /** QR calls are silent and do not drive the progress bar: the QR box shows their state. */
  async qrcode() {
    return (
      await request<QrCode>({
        url: '/auth/msgapp/qrcode',
        params: { source: 'web' },
        silent: true,
        loading: false,
      })
    ).data;
  },
  async qrState(scene: string) {
    return (
      await request<QrStateAnswer>({
        url: '/auth/msgapp/qrcode_state',
        params: { scene },
        silent: true,
        loading: false,
      })
    ).data;
  },
  async qrToken(sceneId: string) {
    return (await request<TokenResponse>({ url: '/auth/msgapp/token', params: { sceneId }, silent: true }))
      .data;
  },
  /** Read token from a query key (clientId + key) or a union id (/authorize). */
  async readToken(grant: { clientId: string; key: string } | { unionId: string }) {
    const url = 'unionId' in grant ? '/auth/union/token' : '/auth/api/token';
    return (await request<TokenResponse>({ url, params: { ...grant }, silent: true })).data;
  },
  /** Best effort: the session is cleared locally whatever the server answers. */
  async logout() {
    await request<unknown>({ url: '/auth/logout', method: 'POST', silent: true }).catch(() => undefined);
  },
};
