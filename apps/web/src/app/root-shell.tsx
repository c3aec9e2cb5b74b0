import { Button, Result } from 'antd';
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
  return (
    <Result
      status="warning"
      title={t('routeError.title')}
      subTitle={t('routeError.description')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
      }
    />
  );
}
