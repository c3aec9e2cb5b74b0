import {
  DATA_SCOPES,
  EDITION_CODES,
  INVITATION_KINDS,
  MEMBER_STATUSES,
  PERMISSIONS,
} from '@tracklane/domain';
import { z } from 'zod';

export const ZIdParams = z.object({ id: z.uuid() });

export const ZEdition = z.object({
  code: z.enum(EDITION_CODES),
  validUntil: z.string().nullable().describe('End of the plan; null for free'),
  expired: z.boolean().describe('The plan ran out: free limits apply'),
  limits: z.object({
    trackingVolume: z.number().int().describe('Shipments per year'),
    teamSize: z.number().int().describe('Active members, main account included'),
    updateFrequencyMinutes: z.number().int(),
    dataScopes: z.array(z.enum(DATA_SCOPES)).readonly().describe('Data scopes permission groups may give'),
  }),
});

export const ZOrganization = z.object({
  id: z.string(),
  name: z.string(),
  clientId: z.string(),
  createdAt: z.string(),
  members: z.number().int().describe('Every member, pending and disabled included'),
  info: z.object({
    address: z.string(),
    website: z.string(),
    contactEmail: z.string(),
    contactPhone: z.string(),
  }),
  edition: ZEdition,
  usage: z.object({ members: z.number().int().describe('Active members'), pending: z.number().int() }),
  me: z.object({
    role: z.enum(['main', 'sub']),
    permissions: z.array(z.enum(PERMISSIONS)),
    dataScope: z.enum(DATA_SCOPES),
  }),
});

export const ZMember = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  role: z.enum(['main', 'sub']),
  status: z.enum(MEMBER_STATUSES),
  departmentId: z.string().nullable(),
  permissionGroupId: z.string().nullable(),
  createdAt: z.string(),
});

export const ZDepartment = z.object({ id: z.string(), name: z.string(), memberCount: z.number().int() });

export const ZPermissionGroup = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  dataScope: z.enum(DATA_SCOPES),
  memberCount: z.number().int(),
});

export const ZInvitationKind = z.enum(INVITATION_KINDS);

export const ZInvitation = z.object({
  id: z.string(),
  kind: ZInvitationKind,
  departmentId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});

export const ZPartner = z.object({
  id: z.string().describe("This side's link id (DELETE removes both sides)"),
  organizationName: z.string(),
  clientId: z.string(),
  since: z.string(),
});
