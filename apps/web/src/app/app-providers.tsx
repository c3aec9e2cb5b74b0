import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useSyncExternalStore } from 'react';
import { appliedAntdLocale } from './locale/set-locale';
import { MessageHost } from './message/message-host';

export const queryClient = new QueryClient({
  // The request client already toasts failures; one retry covers a flaky network, not a 4xx.
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const theme: ThemeConfig = {
  token: { colorPrimary: '#1647b8', borderRadius: 8, colorLink: '#1647b8' },
};

/**
 * Ant Design's theme and locale (the language on screen, platform.md §4). Not antd's <App>: it
 * brings modal, notification and message code into every first load; messages come through
 * message/message.ts instead, and `.tl-app` (global.css) sets the base text style <App> did.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(appliedAntdLocale.subscribe, appliedAntdLocale.get);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <div className="tl-app">
        <MessageHost />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </div>
    </ConfigProvider>
  );
}
