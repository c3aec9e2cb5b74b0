import {
  ApartmentOutlined,
  CrownOutlined,
  IdcardOutlined,
  LinkOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Alert, Menu, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { RequestError } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';
import { useAccessTokenValid } from '../../../app/session/use-access-token-valid';
import type { Organization } from '../api/enterprise-types';
import { useOrganization } from '../hooks/use-organization';
import { canOpen, NO_PERMISSION_PATH, type Section, sectionPath, visibleSections } from '../sections';
import '../../../shared/ui/settings-layout.css';
import './enterprise.css';
import { VisitorNotice } from '../../../shared/ui/visitor-notice';

const ICONS: Record<Section, ReactNode> = {
  info: <ShopOutlined />,
  plan: <CrownOutlined />,
  members: <TeamOutlined />,
  departments: <ApartmentOutlined />,
  permissions: <SafetyCertificateOutlined />,
  invitations: <LinkOutlined />,
  partners: <IdcardOutlined />,
};

/** Where a refused section sends the user: the no-permission page, with the server's message. */
export const noPermission = (message?: string) => (
  <Navigate to={NO_PERMISSION_PATH} replace state={message ? { message } : null} />
);

/**
 * The enterprise centre frame: section menu (only what the caller may open; a strip on phones)
 * and the section. A 40300 from the organisation call (e.g. a member waiting for approval) or a
 * section the caller may not open goes to the no-permission page.
 * Test ids: `enterprise-nav-<section>`, `enterprise-title`.
 */
export function EnterpriseShell({
  section,
  children,
}: {
  section: Section;
  children: (org: Organization) => ReactNode;
}) {
  const { t } = useTranslation('enterprise');
  const navigate = useNavigate();
  const valid = useAccessTokenValid();
  const loginType = useSession((s) => s.loginType);
  const normal = loginType === 'normal';
  const org = useOrganization();
  if (valid && loginType === 'guest') return <VisitorNotice />;
  if (!valid || !normal) return <Navigate to="/login" replace />;
  if (org.error instanceof RequestError && org.error.statusCode === 40300)
    return noPermission(org.error.message);
  if (org.data && !canOpen(org.data.me, section)) return noPermission();

  return (
    <div className="tl-settings tl-enterprise">
      <nav className="tl-settings-nav tl-enterprise-nav" aria-label={t('nav.label')}>
        <Menu
          mode="inline"
          selectedKeys={[sectionPath(section)]}
          onClick={({ key }) => void navigate(key)}
          items={visibleSections(org.data?.me).map((s) => ({
            key: sectionPath(s),
            icon: ICONS[s],
            label: <span data-testid={`enterprise-nav-${s}`}>{t(`nav.${s}`)}</span>,
          }))}
        />
      </nav>
      <div className="tl-settings-body">
        <h1 className="tl-settings-title" data-testid="enterprise-title">
          {t(`nav.${section}`)}
        </h1>
        {org.isError && <Alert type="error" showIcon title={org.error.message} />}
        {org.isLoading && <Skeleton active />}
        {org.data && children(org.data)}
      </div>
    </div>
  );
}
