import type { ApiKey, CreatedApiKey, CurrentUser, UpdateUserInfoBody } from '@tracklane/domain';
import { request } from '../../../app/request';
import type { QrCode } from '../../auth';

/** GET /auth/user/current: the domain's (packages/domain/src/auth/current-user-wire.ts). */
export type { CurrentUser };

/** POST /auth/user/updateUserInfo: the domain's body (a new e-mail or mobile needs its code). */
export type UserInfoInput = UpdateUserInfoBody;

export interface ModifyPasswordInput {
  username: string;
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** A messaging-app account bound to the user (QR sign-in). */
export interface BoundIdentity {
  provider: string;
  unionId: string;
  nickname: string;
  createdAt: string;
}

export const accountApi = {
  async current() {
    return (await request<CurrentUser>({ url: '/auth/user/current' })).data;
  },
  async updateInfo(body: UserInfoInput) {
    return (await request<unknown>({ url: '/auth/user/updateUserInfo', method: 'POST', data: body })).data;
  },
  async uploadAvatar(file: File) {
    const form = new FormData();
    form.append('file', file);
    return (await request<{ headimgurl: string }>({ url: '/auth/user/avatar', method: 'POST', data: form }))
      .data;
  },
  async modifyPassword(body: ModifyPasswordInput) {
    return (await request<unknown>({ url: '/auth/user/modifyPassword', method: 'POST', data: body })).data;
  },
  async listKeys() {
    return (await request<ApiKey[]>({ url: '/auth/api/keys' })).data;
  },
  async createKey(name: string) {
    return (await request<CreatedApiKey>({ url: '/auth/api/keys', method: 'POST', data: { name } })).data;
  },
  async revokeKey(id: ApiKey['id']) {
    await request<unknown>({ url: `/auth/api/keys/${encodeURIComponent(String(id))}`, method: 'DELETE' });
  },
  async listIdentities() {
    return (await request<BoundIdentity[]>({ url: '/auth/user/identities' })).data;
  },
  async unbindIdentity(identity: Pick<BoundIdentity, 'provider' | 'unionId'>) {
    const path = [identity.provider, identity.unionId].map(encodeURIComponent).join('/');
    await request<unknown>({ url: `/auth/user/identities/${path}`, method: 'DELETE' });
  },
  /** A QR code that binds the scanning messaging account to the signed-in user. */
  async bindQrcode() {
    return (await request<QrCode>({ url: '/auth/msgapp/user/qrcode', silent: true, loading: false })).data;
  },
};
