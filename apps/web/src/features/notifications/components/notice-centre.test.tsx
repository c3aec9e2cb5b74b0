import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Notice } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import { NoticeCentre } from './notice-centre';

const api = vi.hoisted(() => ({
  rule: vi.fn(),
  saveRule: vi.fn(),
  usage: vi.fn(),
  notices: vi.fn(),
  unread: vi.fn(),
  markRead: vi.fn(),
}));
vi.mock('../api/notifications-api', () => ({ notificationsApi: api }));

const notice = (id: string, readAt: string | null): Notice => ({
  id,
  createdAt: '2026-11-27T08:00:00.000Z',
  readAt,
  shipment: {
    subscriptionId: `sub-${id}`,
    businessNumber: `BL${id}`,
    carrierCode: 'MAEU',
    vessel: 'MAERSK ESSEX',
    voyage: '447W',
    polCode: 'CNSHA',
    podCode: 'USLAX',
  },
  changes: [
    {
      event: 'ETD_CHANGE',
      portCode: 'CNSHA',
      portTimeZone: 'Asia/Shanghai',
      portName: 'Shanghai',
      oldValue: '2026-11-30T12:00:00.000Z',
      newValue: '2026-11-30T09:00:00.000Z',
      deltaHours: -3,
      source: 'ais',
    },
    {
      event: 'ATA_CHANGE',
      portCode: 'USLAX',
      oldValue: null,
      newValue: '2026-12-20T09:00:00.000Z',
      deltaHours: null,
      source: 'carrier',
    },
  ],
});

function renderCentre(url = '/notices') {
  const router = createMemoryRouter([{ path: '/notices', element: <NoticeCentre /> }], {
    initialEntries: [url],
  });
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
  return router;
}

const SLOW = { timeout: 15_000 };

describe('the notice centre', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  });

  it('lists the notices with their changes and marks one read', async () => {
    api.notices.mockResolvedValue({
      items: [notice('1', null), notice('2', '2026-11-27T09:00:00.000Z')],
      total: 2,
      unread: 1,
    });
    api.markRead.mockResolvedValue({ unread: 0 });
    renderCentre();
    const items = await screen.findAllByTestId('notice', {}, SLOW);
    expect(items.map((n) => n.getAttribute('data-unread'))).toEqual(['true', 'false']);
    expect(api.notices).toHaveBeenCalledWith({ pageIndex: 1, pageSize: 10 });
    expect(screen.getAllByTestId('notice-number')[0]?.getAttribute('href')).toBe('/ocean/detail?id=sub-1');
    expect(items[0]?.textContent).toContain('MAERSK ESSEX / 447W');
    expect(items[0]?.textContent).toContain('−3 h');
    expect(items[0]?.textContent).toContain('first given');
    expect(items[0]?.textContent).toContain('Source: AIS');
    // On the port's clock where the change names its zone; on the user's own where it does not.
    const [etd, ata] = screen.getAllByTestId('notice-change');
    expect(etd?.textContent).toContain('Shanghai · CNSHA');
    expect(etd?.querySelector('.tl-notice-new')?.getAttribute('data-time')).toBe('2026-11-30 17:00 GMT+8');
    expect(ata?.textContent).toContain('USLAX');
    // One mark-read button: the read notice has none.
    const marks = screen.getAllByTestId('notice-mark-read');
    expect(marks).toHaveLength(1);
    await act(async () => fireEvent.click(marks[0] as HTMLElement));
    await waitFor(() => expect(api.markRead).toHaveBeenCalledWith({ ids: ['1'] }));
  });

  it('names milestones, holds, warnings and stale data with their place and time', async () => {
    const news: Notice = {
      ...notice('3', null),
      changes: [
        {
          event: 'HOLD_SET',
          portCode: 'USLAX',
          placeRole: 'POD',
          code: 'CUIP',
          portTimeZone: 'America/Los_Angeles',
          portName: 'Los Angeles',
          oldValue: null,
          newValue: '2026-12-20T18:00:00.000Z',
          deltaHours: null,
          source: 'carrier',
        },
        {
          event: 'ETA_CHANGE',
          portCode: 'SGSIN',
          placeRole: 'POT',
          code: null,
          oldValue: '2026-12-01T00:00:00.000Z',
          newValue: '2026-12-02T00:00:00.000Z',
          deltaHours: 24,
          source: 'carrier',
        },
        {
          event: 'WARNING',
          portCode: 'USLAX',
          placeRole: 'POD',
          code: 'WETA',
          oldValue: null,
          newValue: '2026-11-27T07:00:00.000Z',
          deltaHours: null,
          source: 'carrier',
        },
        {
          event: 'DATA_STALE',
          portCode: '',
          code: null,
          oldValue: null,
          newValue: '2026-11-27T07:00:00.000Z',
          deltaHours: null,
          source: 'carrier',
        },
      ],
    };
    api.notices.mockResolvedValue({ items: [news], total: 1, unread: 1 });
    renderCentre();
    await screen.findAllByTestId('notice', {}, SLOW);
    const [hold, pot, warning, stale] = screen.getAllByTestId('notice-change');
    expect(hold?.textContent).toContain('Hold set · Customs · port of discharge');
    expect(hold?.querySelector('.tl-notice-new')?.getAttribute('data-time')).toBe('2026-12-20 10:00 PST');
    expect(hold?.textContent).not.toContain('first given');
    expect(pot?.textContent).toContain('ETA change · transshipment port');
    expect(pot?.textContent).toContain('+1 d');
    expect(warning?.textContent).toContain('Other warning · Arrival delay');
    expect(stale?.textContent).toContain('Data gone stale');
    expect(stale?.textContent).toContain('no update yet');
  });

  it('filters by unread and event in the address, and says when nothing is there', async () => {
    api.notices.mockResolvedValue({ items: [], total: 0, unread: 0 });
    renderCentre('/notices?unread=1&event=ETA_CHANGE&page=2');
    expect((await screen.findByTestId('notices-empty', {}, SLOW)).textContent).toContain(
      'No unread notices.',
    );
    expect(api.notices).toHaveBeenCalledWith({
      pageIndex: 2,
      pageSize: 10,
      unread: true,
      event: 'ETA_CHANGE',
    });
    expect((screen.getByTestId('notices-mark-all') as HTMLButtonElement).disabled).toBe(true);
  });
});
