/** Shapes of the organisation calls (issue 3 contract, /auth/organization/…). */
import type { DataScope, EditionCode, Permission } from '@tracklane/domain';

// One vocabulary with the server: permissions, data scopes and editions come from the domain package.
export {
  DATA_SCOPES,
  type DataScope,
  type EditionCode,
  PERMISSIONS,
  type Permission,
} from '@tracklane/domain';

export type Id = number | string;

export interface Me {
  role: 'main' | 'sub';
  permissions: string[];
  dataScope: DataScope;
}

export interface EditionLimits {
  trackingVolume: number | null;
  teamSize: number | null;
  updateFrequencyMinutes: number | null;
  dataScopes: DataScope[];
}

export interface Organization {
  id: Id;
  name: string;
  clientId: string;
  edition: {
    code: EditionCode | string;
    validUntil: string | null;
    expired?: boolean;
    limits: EditionLimits;
  };
  createdAt: string;
  members: number;
  info: {
    address: string | null;
    website: string | null;
    contactEmail: string | null;
    contactPhone: string | null;
  };
  /** Active members; `pending` ones wait for approval and do not count yet. */
  usage: { members: number; pending?: number };
  me: Me;
}

export interface OrganizationInput {
  name?: string;
  address?: string;
  website?: string;
  contactEmail?: string;
  contactPhone?: string;
}

export type MemberStatus = 'active' | 'pending' | 'disabled';

export interface Member {
  id: Id;
  username: string;
  email: string | null;
  mobilePhone: string | null;
  role: 'main' | 'sub';
  status: MemberStatus;
  departmentId: Id | null;
  permissionGroupId: Id | null;
  createdAt: string;
}

export interface Department {
  id: Id;
  name: string;
  memberCount: number;
}

export interface PermissionGroup {
  id: Id;
  name: string;
  permissions: Permission[];
  dataScope: DataScope;
  memberCount: number;
}

export type PermissionGroupInput = Pick<PermissionGroup, 'name' | 'permissions' | 'dataScope'>;

export type InvitationKind = 'employee' | 'partner';

export interface Invitation {
  id: Id;
  kind: InvitationKind;
  expiresAt: string;
  createdAt: string;
}

export interface CreatedInvitation extends Invitation {
  token: string;
  /** `/join?token=…`, relative to the app. */
  url: string;
}

export interface PublicInvitation {
  organizationName: string;
  kind: InvitationKind;
  expiresAt: string;
  expired: boolean;
}

export interface Partner {
  id: Id;
  organizationName: string;
  clientId: string;
  since: string;
}
