import { request } from '../../../app/request';
import type {
  CreatedInvitation,
  Department,
  Id,
  Invitation,
  InvitationKind,
  Member,
  Organization,
  OrganizationInput,
  Partner,
  PermissionGroup,
  PermissionGroupInput,
  PublicInvitation,
} from './enterprise-types';

const ORG = '/auth/organization';
const seg = (id: Id) => encodeURIComponent(String(id));

async function get<T>(url: string, silent?: boolean): Promise<T> {
  return (await request<T>({ url, silent })).data;
}
async function post<T>(url: string, data?: unknown): Promise<T> {
  return (await request<T>({ url, method: 'POST', data: data ?? {} })).data;
}
async function del(url: string): Promise<void> {
  await request<unknown>({ url, method: 'DELETE' });
}

export const enterpriseApi = {
  /** Silent: the enterprise centre turns a 40300 into the no-permission page instead of a toast. */
  organization: () => get<Organization>(`${ORG}/`, true),
  updateOrganization: (body: OrganizationInput) => post<unknown>(`${ORG}/update`, body),

  members: () => get<Member[]>(`${ORG}/members`),
  approveMember: (id: Id) => post<unknown>(`${ORG}/members/${seg(id)}/approve`),
  setMemberDisabled: (id: Id, disabled: boolean) =>
    post<unknown>(`${ORG}/members/${seg(id)}/status`, { disabled }),
  assignMember: (id: Id, body: { departmentId?: Id | null; permissionGroupId?: Id | null }) =>
    post<unknown>(`${ORG}/members/${seg(id)}`, body),

  departments: () => get<Department[]>(`${ORG}/departments`),
  createDepartment: (name: string) => post<Department>(`${ORG}/departments`, { name }),
  renameDepartment: (id: Id, name: string) => post<unknown>(`${ORG}/departments/${seg(id)}`, { name }),
  deleteDepartment: (id: Id) => del(`${ORG}/departments/${seg(id)}`),

  permissionGroups: () => get<PermissionGroup[]>(`${ORG}/permission-groups`),
  createPermissionGroup: (body: PermissionGroupInput) =>
    post<PermissionGroup>(`${ORG}/permission-groups`, body),
  updatePermissionGroup: (id: Id, body: PermissionGroupInput) =>
    post<unknown>(`${ORG}/permission-groups/${seg(id)}`, body),
  deletePermissionGroup: (id: Id) => del(`${ORG}/permission-groups/${seg(id)}`),

  invitations: () => get<Invitation[]>(`${ORG}/invitations`),
  createInvitation: (body: { kind: InvitationKind; departmentId?: Id }) =>
    post<CreatedInvitation>(`${ORG}/invitations`, body),
  revokeInvitation: (id: Id) => del(`${ORG}/invitations/${seg(id)}`),

  partners: () => get<Partner[]>(`${ORG}/partners`),
  removePartner: (id: Id) => del(`${ORG}/partners/${seg(id)}`),

  /** Public; silent because the join page shows a wrong or expired link itself. */
  publicInvitation: (token: string) => get<PublicInvitation>(`/auth/invitations/${seg(token)}`, true),
  acceptInvitation: async (token: string) =>
    (
      await request<unknown>({
        url: `/auth/invitations/${seg(token)}/accept`,
        method: 'POST',
        data: {},
        silent: true,
      })
    ).data,
};
