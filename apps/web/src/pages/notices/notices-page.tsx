import { Navigate } from 'react-router';
import { useSession } from '../../app/session/session-store';
import { useAccessTokenValid } from '../../app/session/use-access-token-valid';
import { NoticeCentre } from '../../features/notifications/components/notice-centre';
import { VisitorNotice } from '../../shared/ui/visitor-notice';

/** /notices: the notice centre, for signed-in members (guests see the visitor message). */
export default function NoticesPage() {
  const valid = useAccessTokenValid();
  const loginType = useSession((s) => s.loginType);
  if (valid && loginType === 'guest') return <VisitorNotice />;
  if (!valid || loginType !== 'normal') return <Navigate to="/login" replace />;
  return <NoticeCentre />;
}
