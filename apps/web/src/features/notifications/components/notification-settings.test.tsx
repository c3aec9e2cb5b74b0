import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultNotificationRule } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { RequestError } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';
import { NotificationSettings } from './notification-settings';

const api = vi.hoisted(() => ({
  rule: vi.fn(),
  saveRule: vi.fn(),
  usage: vi.fn(),
  notices: vi.fn(),
  unread: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('../api/notifications-api', () => ({ notificationsApi: api }));
vi.mock('../../ocean/api/ocean-api', () => ({
  oceanApi: {
    list: vi.fn().mockResolvedValue({ list: [], total: 0, totalIsExact: true, pageIndex: 1, pageSize: 20 }),
  },
}));

function renderSettings() {
  const router = createMemoryRouter([{ path: '/', element: <NotificationSettings /> }]);
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
}

const SLOW = { timeout: 15_000 };
const emailsInput = () => screen.getByTestId('rule-emails') as HTMLInputElement;

describe('the notification settings', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
    api.rule.mockResolvedValue({
      ...defaultNotificationRule(),
      channels: { inapp: true, email: true, msgapp: false },
    });
    api.usage.mockResolvedValue({
      month: '2026-11',
      edition: 'free',
      channels: [
        { channel: 'inapp', sent: 4, limit: null, failed: 0 },
        { channel: 'email', sent: 12, limit: 100, failed: 0 },
        { channel: 'msgapp', sent: 3, limit: 100, failed: 2 },
      ],
      notices: { total: 4, unread: 1 },
    });
  });

  it('shows the rule, the always-on notice centre and this month of usage', async () => {
    renderSettings();
    await screen.findByTestId('rule-submit', {}, SLOW);
    expect((screen.getByTestId('rule-threshold') as HTMLInputElement).value).toBe('6');
    expect((screen.getByTestId('rule-inapp') as HTMLInputElement).disabled).toBe(true);
    expect(
      screen.getByText(
        'The planned arrival at a transshipment port, the port of discharge or the final destination moved.',
      ),
    ).toBeTruthy();
    // The events in their groups, the milestones among them.
    for (const group of ['dates', 'milestones', 'warnings', 'data'])
      expect(screen.getByTestId(`rule-event-group-${group}`)).toBeTruthy();
    expect(screen.getByText('Date changes')).toBeTruthy();
    expect(screen.getByText('The vessel left the port of loading or a transshipment port.')).toBeTruthy();
    expect(screen.getByText('Data gone stale')).toBeTruthy();
    expect((await screen.findByTestId('usage-email', {}, SLOW)).textContent).toContain('12 of 100 sent');
    expect(screen.getByTestId('usage-inapp').textContent).toContain('4 sent (no limit)');
    expect(screen.getByTestId('usage-msgapp').textContent).toContain('3 of 100 sent · 2 failed');
    expect(screen.queryByTestId('usage-email-failed')).toBeNull();
  });

  it('offers binding a messaging-app account instead of the channel until one is bound', async () => {
    renderSettings();
    expect((await screen.findByTestId('rule-msgapp-bind', {}, SLOW)).getAttribute('href')).toBe(
      '/user/settings/auth',
    );
    expect(screen.queryByTestId('rule-msgapp')).toBeNull();
  });

  it('sends the messaging-app channel once bound, and shows its server problem', async () => {
    api.rule.mockResolvedValue({
      ...defaultNotificationRule(),
      msgappBound: true,
      channels: { inapp: true, email: false, msgapp: false },
    });
    api.saveRule.mockRejectedValueOnce(
      new RequestError('status', 'bad parameter', {
        statusCode: 40000,
        envelope: {
          statusCode: 40000,
          message: 'bad parameter',
          data: { issues: [{ field: 'channels.msgapp', message: 'Bind it first', code: 'custom' }] },
        },
      }),
    );
    renderSettings();
    const box = await screen.findByTestId('rule-msgapp', {}, SLOW);
    expect(screen.queryByTestId('rule-msgapp-bind')).toBeNull();
    await act(async () => fireEvent.click(box));
    await act(async () => fireEvent.click(screen.getByTestId('rule-submit')));
    await waitFor(() => expect(api.saveRule).toHaveBeenCalledTimes(1), SLOW);
    expect(api.saveRule.mock.calls[0]?.[0]).toMatchObject({ channels: { email: false, msgapp: true } });
    expect(await screen.findByText('Bind it first', {}, SLOW)).toBeTruthy();
  });

  it('refuses four addresses at once, without asking the server', async () => {
    renderSettings();
    await screen.findByTestId('rule-emails', {}, SLOW);
    fireEvent.change(emailsInput(), { target: { value: 'a@x.com, b@x.com，c@x.com, d@x.com' } });
    expect(await screen.findByText('At most 3 e-mail addresses', {}, SLOW)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('rule-submit')));
    expect(api.saveRule).not.toHaveBeenCalled();
  });

  it('saves three addresses and shows a server problem on its field', async () => {
    api.saveRule.mockRejectedValueOnce(
      new RequestError('status', 'bad parameter', {
        statusCode: 40000,
        envelope: {
          statusCode: 40000,
          message: 'bad parameter',
          data: { issues: [{ field: 'emails', message: 'This domain does not take mail', code: 'custom' }] },
        },
      }),
    );
    renderSettings();
    await screen.findByTestId('rule-emails', {}, SLOW);
    fireEvent.change(emailsInput(), { target: { value: 'a@x.com，b@x.com, c@x.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('rule-submit')));
    await waitFor(() => expect(api.saveRule).toHaveBeenCalledTimes(1), SLOW);
    expect(api.saveRule.mock.calls[0]?.[0]).toMatchObject({
      channels: { email: true },
      emails: 'a@x.com，b@x.com, c@x.com',
      thresholdHours: 6,
      scope: { kind: 'mine' },
    });
    expect(await screen.findByText('This domain does not take mail', {}, SLOW)).toBeTruthy();
  });
});
