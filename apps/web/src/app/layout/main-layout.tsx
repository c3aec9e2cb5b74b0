import { Outlet } from 'react-router';
import { useSession } from '../session/session-store';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import './layout.css';

/** Header, page, footer. An SDK embed shows the page alone: the customer's page is the frame. */
export function MainLayout() {
  const sdk = useSession((s) => s.sdk);
  if (sdk) return <Outlet />;
  return (
    <div className="tl-shell">
      <AppHeader />
      <main className="tl-main">
        <Outlet />
      </main>
      <AppFooter />
    </div>
  );
}
