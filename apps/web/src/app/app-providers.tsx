import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { ANTD_LOCALES } from './locale/locale-map';
import { antdToast, setToastImpl } from './request/toast';
import { useSession } from './session/session-store';

export const queryClient = new QueryClient({
  // The request client already toasts failures; one retry covers a flaky network, not a 4xx.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const theme: ThemeConfig = {
  token: { colorPrimary: '#1647b8', borderRadius: 8, colorLink: '#1647b8' },
};

/** Routes toasts through <App>'s message API, which follows the theme and locale. */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setToastImpl(antdToast(message)), [message]);
  return null;
}

/** Ant Design's locale follows the session language (platform.md §4). */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useSession((s) => s.language);
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={theme}>
      <AntApp message={{ maxCount: 3 }}>
        <ToastBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
