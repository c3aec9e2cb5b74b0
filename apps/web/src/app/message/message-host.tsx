import { lazy, Suspense, useEffect, useState } from 'react';
import { whenMessageWanted } from './message';

const AntdMessageHolder = lazy(() => import('./antd-message-holder'));

/** Renders antd's message list once a message is first asked for (see message.ts). */
export function MessageHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenMessageWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AntdMessageHolder />
    </Suspense>
  );
}
