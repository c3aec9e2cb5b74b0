import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Notice } from '@tracklane/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveSocket } from '../../../app/live/live-connection';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import { fakeSockets } from '../../../test/fake-socket';
import { NoticeBell } from './notice-bell';

const api = vi.hoisted(() => ({
  rule: vi.fn(),
  saveRule: vi.fn(),
  usage: vi.fn(),
  notices: vi.fn(),
  unread: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('../api/notifications-api', () => ({ notificationsApi: api }));

const notice = (id: string, over: Partial<Notice> = {}): Notice => ({
  id,
  createdAt: '2026-11-27T08:00:00.000Z',
  readAt: null,
  shipment: {
    subscriptionId: `sub-${id}`,
    businessNumber: `BL${id}`,
    carrierCode: 'COSU',
    vessel: 'EVER GIVEN',
    voyage: '012E',
    polCode: 'CNSHA',
    podCode: 'NLRTM',
  },
  changes: [
    {
      event: 'ETA_CHANGE',
      portCode: 'NLRTM',
      oldValue: '2026-12-01T00:00:00.000Z',
      newValue: '2026-12-02T06:00:00.000Z',
      deltaHours: 30,
      source: 'carrier',
    },
  ],
  ...over,
});

function renderBell() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <NoticeBell /> },
      { path: '/notices', element: <p>notice centre</p> },
      { path: '/ocean/detail', element: <p>detail</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const SLOW = { timeout: 10_000 };

describe('the header bell', () => {
  let fake: ReturnType<typeof fakeSockets>;
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
    fake = fakeSockets();
    resetLiveSocket(fake.factory);
  });
  afterEach(() => resetLiveSocket(null));

  it('shows the unread count and follows a notices.changed push', async () => {
    api.unread.mockResolvedValue({ unread: 3 });
    renderBell();
    expect((await screen.findByTestId('notice-bell-count', {}, SLOW)).textContent).toBe('3');
    expect(screen.getByTestId('notice-bell').getAttribute('aria-label')).toBe('Notices, 3 unread');
    act(() => fake.last().open());
    // The query cache tells its observers a moment later (TanStack's batched notifications).
    act(() => fake.last().push({ type: 'notices.changed', unread: 120 }));
    await waitFor(() => expect(screen.getByTestId('notice-bell-count').textContent).toBe('99+'));
    act(() => fake.last().push({ type: 'notices.changed', unread: 0 }));
    await waitFor(() => expect(screen.queryByTestId('notice-bell-count')).toBeNull());
    // One call: the push carries the count, nothing is asked again.
    expect(api.unread).toHaveBeenCalledTimes(1);
  });

  it('is not there for a guest', () => {
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'guest' });
    renderBell();
    expect(screen.queryByTestId('notice-bell')).toBeNull();
    expect(api.unread).not.toHaveBeenCalled();
    expect(fake.sockets).toHaveLength(0);
  });

  it('opens the latest five, marks all read and leads to the notice centre', async () => {
    api.unread.mockResolvedValue({ unread: 2 });
    api.notices.mockResolvedValue({ items: [notice('1'), notice('2')], total: 2, unread: 2 });
    api.markRead.mockResolvedValue({ unread: 0 });
    const router = renderBell();
    await screen.findByTestId('notice-bell-count', {}, SLOW);
    fireEvent.click(screen.getByTestId('notice-bell'));
    expect(await screen.findAllByTestId('notice', {}, SLOW)).toHaveLength(2);
    expect(api.notices).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 5 });
    expect(screen.getAllByTestId('notice-number')[0]?.getAttribute('href')).toBe('/ocean/detail?id=sub-1');
    expect(screen.getAllByText('+1 d 6 h')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('notice-bell-mark-all'));
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith({ all: true }));
    await waitFor(() => expect(screen.queryByTestId('notice-bell-count')).toBeNull());

    fireEvent.click(screen.getByTestId('notice-bell-see-all'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notices'));
    expect(screen.queryByTestId('notice-bell-panel')).toBeNull();
  });
});
