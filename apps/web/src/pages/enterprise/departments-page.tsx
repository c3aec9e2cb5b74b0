import { DepartmentsCard } from '../../features/enterprise/components/departments-card';
import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';

/** /enterprise/departments (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterpriseDepartmentsPage() {
  return <EnterpriseShell section="departments">{(org) => <DepartmentsCard org={org} />}</EnterpriseShell>;
}
