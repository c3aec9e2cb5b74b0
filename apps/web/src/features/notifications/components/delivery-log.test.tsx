import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryLogEntry } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import { DeliveryLog } from './delivery-log';

const api = vi.hoisted(() => ({ deliveries: vi.fn() }));
vi.mock('../api/notifications-api', () => ({ notificationsApi: api }));

const entry = (id: string, over: Partial<DeliveryLogEntry>): DeliveryLogEntry => ({
  id,
  kind: 'notice',
  channel: 'email',
  target: 'ops@example.com',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  sentAt: '2026-11-27T08:00:01.000Z',
  businessNumber: 'MAEU123456789',
  events: ['ETA_CHANGE'],
  ...over,
});

function renderLog() {
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeliveryLog />
      </QueryClientProvider>
    </AntApp>,
  );
}

const SLOW = { timeout: 15_000 };

describe('the delivery log', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  });

  it('shows each delivery with its status, target and the provider’s last answer when it failed', async () => {
    api.deliveries.mockResolvedValue({
      total: 3,
      items: [
        entry('a', {}),
        entry('b', {
          channel: 'msgapp',
          target: 'union-1',
          status: 'failed',
          attempts: 5,
          lastError: 'HTTP 500 from the messaging provider',
          sentAt: null,
        }),
        entry('c', { kind: 'digest', businessNumber: null, events: [], target: 'boss@example.com' }),
      ],
    });
    renderLog();
    const failed = await screen.findByTestId('delivery-b', {}, SLOW);
    expect(within(failed).getByTestId('delivery-status-b').textContent).toBe('Failed');
    expect(failed.textContent).toContain('Messaging app');
    expect(failed.textContent).toContain('5 attempts');
    expect(within(failed).getByTestId('delivery-error-b').textContent).toContain(
      'HTTP 500 from the messaging provider',
    );
    const sent = screen.getByTestId('delivery-a');
    expect(sent.textContent).toContain('MAEU123456789 — ETA change');
    expect(sent.textContent).toContain('1 attempt');
    expect(screen.queryByTestId('delivery-error-a')).toBeNull();
    expect(screen.getByTestId('delivery-c').textContent).toContain('E-mail digest');
    expect(api.deliveries).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 });
  });

  it('asks the server for the chosen channel and status', async () => {
    api.deliveries.mockResolvedValue({ total: 0, items: [] });
    renderLog();
    expect(await screen.findByText(/Nothing sent/, {}, SLOW)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('Failed')));
    await waitFor(() =>
      expect(api.deliveries).toHaveBeenLastCalledWith({ pageIndex: 1, pageSize: 10, status: 'failed' }),
    );
    await act(async () => fireEvent.click(screen.getByText('Messaging app')));
    await waitFor(() =>
      expect(api.deliveries).toHaveBeenLastCalledWith({
        pageIndex: 1,
        pageSize: 10,
        status: 'failed',
        channel: 'msgapp',
      }),
    );
  });
});
