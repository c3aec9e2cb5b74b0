import type { Language } from '../i18n/languages.js';
import { hasPermission, type Permission } from './permissions.js';

/**
 * Sections of the enterprise centre, listed by `GET /application/system/functions` only when the
 * caller may use them, so the web app shows nothing that would answer 40300.
 */
export const ENTERPRISE_FUNCTIONS = {
  'enterprise.info': {
    anyOf: ['company.view'],
    en: 'Company information',
    zh: '企业信息',
    jp: '企業情報',
  },
  'enterprise.plan': { anyOf: ['company.view'], en: 'Plan', zh: '版本套餐', jp: 'プラン' },
  'enterprise.employees': {
    anyOf: ['company.view', 'permission.edit'],
    en: 'Employees',
    zh: '员工管理',
    jp: '従業員',
  },
  'enterprise.departments': { anyOf: ['company.view'], en: 'Departments', zh: '部门管理', jp: '部署' },
  'enterprise.permissions': {
    anyOf: ['permission.edit'],
    en: 'Permission groups',
    zh: '权限组',
    jp: '権限グループ',
  },
  'enterprise.partners': { anyOf: ['partner.view'], en: 'Partners', zh: '内部伙伴', jp: 'パートナー' },
} as const satisfies Record<string, { anyOf: readonly Permission[] } & Record<Language, string>>;

export type EnterpriseFunctionCode = keyof typeof ENTERPRISE_FUNCTIONS;

export function enterpriseFunctionsFor(
  permissions: readonly Permission[],
  language: Language = 'en',
): { code: EnterpriseFunctionCode; name: string }[] {
  return (Object.keys(ENTERPRISE_FUNCTIONS) as EnterpriseFunctionCode[])
    .filter((code) =>
      (ENTERPRISE_FUNCTIONS[code].anyOf as readonly Permission[]).some((p) => hasPermission(permissions, p)),
    )
    .map((code) => ({ code, name: ENTERPRISE_FUNCTIONS[code][language] }));
}
