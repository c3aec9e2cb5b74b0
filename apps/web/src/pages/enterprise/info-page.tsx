import { CompanyInfoCard } from '../../features/enterprise/components/company-info-card';
import { EnterpriseShell } from '../../features/enterprise/components/enterprise-shell';

/** /enterprise/info (paths of the enterprise centre: features/enterprise/sections.ts). */
export default function EnterpriseInfoPage() {
  return <EnterpriseShell section="info">{(org) => <CompanyInfoCard org={org} />}</EnterpriseShell>;
}
