import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

const Alert = lazy(() => import('antd/es/alert'));

/**
 * Ant Design's Alert, fetched when one is first shown: on the ocean screens alerts only say that
 * something is missing or failed, so a page that loads well never downloads them.
 */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}
