import { Skeleton } from 'antd';
import { Navigate } from 'react-router';
import { RequestError } from '../../app/request';
import { noPermission } from '../../features/enterprise/components/enterprise-shell';
import { useOrganization } from '../../features/enterprise/hooks/use-organization';
import { sectionPath, visibleSections } from '../../features/enterprise/sections';

/** /enterprise: the first section the caller may open, else the no-permission page. */
export default function EnterpriseIndexPage() {
  const org = useOrganization();
  if (org.isPending && org.fetchStatus === 'idle') return <Navigate to="/login" replace />;
  if (org.error) return noPermission(org.error instanceof RequestError ? org.error.message : undefined);
  if (!org.data) return <Skeleton active style={{ maxWidth: 960, margin: '32px auto' }} />;
  const first = visibleSections(org.data.me)[0];
  return first ? <Navigate to={sectionPath(first)} replace /> : noPermission();
}
