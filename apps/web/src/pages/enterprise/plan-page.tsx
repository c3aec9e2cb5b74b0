import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';
import { PlanCard } from '../../features/enterprise/components/plan-card';

/** /enterprise/plan (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterprisePlanPage() {
  return <EnterpriseShell section="plan">{(org) => <PlanCard org={org} />}</EnterpriseShell>;
}
