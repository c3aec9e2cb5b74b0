import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';

/** The root route's element: every page renders below it. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** First load: the guard is still deciding; the progress bar is already running. */
export function HydrateFallback() {
  return null;
}

/**
 * Shown when a loader or lazy page fails — typically a chunk that vanished after a redeploy,
 * which a reload fixes.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  // Plain markup rather than antd's Result, whose status illustrations would weigh on every page's
  // first load; it cannot be lazy, since a missing chunk is what it usually reports.
  return (
    <div className="tl-route-error" role="alert">
      <ExclamationCircleFilled className="tl-route-error__icon" />
      <div className="tl-route-error__title">{t('routeError.title')}</div>
      <div className="tl-route-error__text">{t('routeError.description')}</div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </div>
  );
}
