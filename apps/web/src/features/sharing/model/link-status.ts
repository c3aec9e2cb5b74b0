import type { ShareLinkStatus } from '@tracklane/domain';

/** The status tag of a link in "My share links": the string key and the antd tag colour. */
export const LINK_STATUS_TAGS: Record<ShareLinkStatus, { label: string; color: string }> = {
  active: { label: 'status.active', color: 'green' },
  revoked: { label: 'status.revoked', color: 'default' },
  expired: { label: 'status.expired', color: 'orange' },
};

/** Only an active link can be revoked (revoking again changes nothing). */
export const canRevoke = (status: ShareLinkStatus) => status === 'active';

/** The expiry choices of the create form, in order, with their string keys. */
export const EXPIRY_OPTIONS = [
  { value: 'default', label: 'expiry.default' },
  { value: 7, label: 'expiry.days7' },
  { value: 30, label: 'expiry.days30' },
  { value: 90, label: 'expiry.days90' },
  { value: 'never', label: 'expiry.never' },
] as const;
