import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';
import { PartnersCard } from '../../features/enterprise/components/partners-card';

/** /enterprise/partners (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterprisePartnersPage() {
  return <EnterpriseShell section="partners">{(org) => <PartnersCard org={org} />}</EnterpriseShell>;
}
