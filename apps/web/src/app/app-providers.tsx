import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { isTimeDisplay } from '@tracklane/domain';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { defaultTimeSettings, TimeSettingsProvider } from '../shared/time/zoned-time';
import { appliedAntdLocale } from './locale/set-locale';
import { MessageHost } from './message/message-host';
import { useSession } from './session/session-store';

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
  // The signed-in user's time setting (GET /auth/user/current, mirrored into the session): every
  // page formats its times with it (shared/time/zoned-time.tsx).
  const display = useSession((s) => s.userInfo?.timeDisplay);
  const times = useMemo(() => {
    const settings = defaultTimeSettings();
    return isTimeDisplay(display) ? { ...settings, display } : settings;
  }, [display]);
  return (
    <ConfigProvider locale={locale} theme={theme}>
      <TimeSettingsProvider value={times}>
        <div className="tl-app">
          <MessageHost />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </div>
      </TimeSettingsProvider>
    </ConfigProvider>
  );
}
