import type { Language } from '../i18n/languages.js';

/**
 * Permissions of a permission group (spec platform.md §6). The main account holds all of them;
 * a sub-account holds its group's, or none without a group.
 */
export const PERMISSIONS = [
  'company.view',
  'company.manage',
  'permission.edit',
  'partner.view',
  'partner.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Which shipments a member sees: all of the organisation's, or only those they are related to. */
export const DATA_SCOPES = ['all', 'related'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];

export const MEMBER_ROLES = ['main', 'sub'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'pending', 'disabled'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A manage permission includes its view permission: whoever may change a thing may read it. */
const IMPLIED_BY: Partial<Record<Permission, Permission>> = {
  'company.view': 'company.manage',
  'partner.view': 'partner.manage',
};

export function hasPermission(held: readonly Permission[], wanted: Permission): boolean {
  const implier = IMPLIED_BY[wanted];
  return held.includes(wanted) || (implier !== undefined && held.includes(implier));
}

/** What a sub-account without a permission group gets: nothing, and only its own shipments. */
export const NO_GROUP_ACCESS = { permissions: [] as Permission[], dataScope: 'related' as DataScope };

/** Answer (40300) to a pending member on everything but the few calls the waiting page needs. */
export const PENDING_APPROVAL_MESSAGES: Record<Language, string> = {
  en: 'Your account is waiting for approval',
  zh: '您的账号正在等待审核',
  jp: 'アカウントは承認待ちです',
};

export function pendingApprovalMessage(language: Language = 'en'): string {
  return PENDING_APPROVAL_MESSAGES[language];
}
