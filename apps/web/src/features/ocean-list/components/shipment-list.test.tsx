import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import type { SubscriptionItem, SubscriptionPage } from '../../ocean';
import { ShipmentList } from './shipment-list';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  remark: vi.fn(),
  delete: vi.fn(),
  share: vi.fn(),
  carrierFacet: vi.fn(),
  statusFacet: vi.fn(),
  podFacet: vi.fn(),
  warningFacet: vi.fn(),
  clientFacet: vi.fn(),
}));
vi.mock('../../ocean/api/ocean-api', () => ({ oceanApi: api }));

const item = (id: string, over: Partial<SubscriptionItem> = {}): SubscriptionItem => ({
  id,
  businessNumber: `BL${id}`,
  billNumber: `BL${id}`,
  containerNumber: null,
  carrierCode: 'COSU',
  isExport: false,
  terminalCode: null,
  vesselParam: null,
  voyageParam: null,
  uuidOfUser: null,
  remark: '',
  client: '',
  status: 'IN_TRANSIT',
  displayStatus: 'IN_TRANSIT',
  polCode: 'CNSGH',
  podCode: 'NLRTM',
  polName: 'Shanghai',
  podName: 'Rotterdam',
  polCountry: 'CN',
  podCountry: 'NL',
  polTimeZone: 'Asia/Shanghai',
  podTimeZone: 'Europe/Amsterdam',
  etd: '2026-11-01T00:00:00.000Z',
  eta: '2026-12-01T00:00:00.000Z',
  atd: null,
  ata: null,
  warnings: ['WETA'],
  updateTime: new Date(Date.now() - 12 * 60_000).toISOString(),
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const page = (list: SubscriptionItem[], total = list.length, totalIsExact = true): SubscriptionPage => ({
  list,
  total,
  totalIsExact,
  pageIndex: 1,
  pageSize: 10,
});

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/tracking/ocean', element: <ShipmentList /> }], {
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

// antd's table is heavy for jsdom on a busy machine: generous waits, the assertions stay exact.
const SLOW = { timeout: 15_000 };

describe('ShipmentList', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    setLocale('en');
    useSession.setState({ writeToken: 'w', loginType: 'normal' });
    api.list.mockResolvedValue(page([item('1'), item('2', { remark: 'Reefer' })]));
    api.carrierFacet.mockResolvedValue([{ code: 'COSU', name: 'COSCO', count: 2 }]);
    api.statusFacet.mockResolvedValue([{ displayStatus: 'IN_TRANSIT', count: 2 }]);
    api.podFacet.mockResolvedValue([{ code: 'NLRTM', name: 'Rotterdam', count: 2 }]);
    api.warningFacet.mockResolvedValue([]);
    api.clientFacet.mockResolvedValue([]);
    api.remark.mockResolvedValue({ remark: 'ok' });
    api.delete.mockResolvedValue({ deleted: 1 });
    api.share.mockResolvedValue({});
  });

  it('asks for the page the URL describes and shows its rows, count and labels', async () => {
    renderList('/tracking/ocean?carrierCode=COSU&sortBy=-eta&pageIndex=2&lang=en');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(2), SLOW);
    expect(api.list).toHaveBeenCalledWith({
      pageIndex: 2,
      pageSize: 10,
      carrierCode: 'COSU',
      sortBy: '-eta',
    });
    expect(screen.getByTestId('list-count').textContent).toBe('2');
    expect(screen.getAllByText('12 min ago')).toHaveLength(2);
    expect(screen.getAllByText('Arrival delay')).toHaveLength(2);
    expect(screen.getByTestId('list-number-1').getAttribute('href')).toBe('/ocean/detail?id=1');
  });

  // Issue 20: the list showed the browser's clock without a label (08:00 here in UTC+8, 00:00 in
  // UTC) while the drawer showed the port's. Now both read the port's clock with its zone.
  it('shows departures and arrivals on the port clock with its zone label', async () => {
    renderList('/tracking/ocean');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(2), SLOW);
    expect(screen.getByTestId('list-etd-1').textContent).toContain('2026-11-01 08:00 GMT+8');
    expect(screen.getByTestId('list-eta-1').textContent).toContain('2026-12-01 01:00 GMT+1');
  });

  it('shows "10,000+" when the count is capped', async () => {
    api.list.mockResolvedValue(page([item('1')], 10_000, false));
    renderList('/tracking/ocean');
    await waitFor(() => expect(screen.getByTestId('list-count').textContent).toBe('10,000+'), SLOW);
  });

  it('hides the warning and member filters when their facets are empty', async () => {
    renderList('/tracking/ocean');
    await waitFor(() => expect(screen.getByTestId('filter-carrier')).toBeTruthy(), SLOW);
    expect(screen.queryByTestId('filter-warnings')).toBeNull();
    expect(screen.queryByTestId('filter-client')).toBeNull();
  });

  it('refuses a 1-character remark without a call and saves a longer one', async () => {
    renderList('/tracking/ocean');
    await act(async () => fireEvent.click(await screen.findByTestId('remark-edit-1', {}, SLOW)));
    fireEvent.change(screen.getByTestId('remark-input-1'), { target: { value: ' x ' } });
    await act(async () => fireEvent.click(screen.getByTestId('remark-save-1')));
    expect(screen.getByTestId('remark-error-1').textContent).toBe('A remark needs at least 2 characters');
    expect(api.remark).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('remark-input-1'), { target: { value: 'ok' } });
    await act(async () => fireEvent.click(screen.getByTestId('remark-save-1')));
    await waitFor(() => expect(api.remark).toHaveBeenCalledWith('1', 'ok'), SLOW);
  });

  it('shares a shipment with a username from the modal', async () => {
    renderList('/tracking/ocean');
    await act(async () => fireEvent.click(await screen.findByTestId('share-2', {}, SLOW)));
    fireEvent.change(await screen.findByTestId('share-to', {}, SLOW), { target: { value: ' anna ' } });
    await act(async () => fireEvent.click(screen.getByTestId('share-ok')));
    await waitFor(() => expect(api.share).toHaveBeenCalledWith('2', 'anna'), SLOW);
  });

  it('deletes the selected rows together after a confirmation', async () => {
    renderList('/tracking/ocean');
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(2), SLOW);
    const boxes = screen.getAllByRole('checkbox');
    // The first checkbox is "select all": it picks both rows.
    await act(async () => fireEvent.click(boxes[0] as HTMLElement));
    await act(async () => fireEvent.click(screen.getByTestId('list-bulk-delete')));
    await act(async () => fireEvent.click(await screen.findByTestId('bulk-confirm-ok', {}, SLOW)));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith(['1', '2']), SLOW);
  });

  it('offers no share to a guest', async () => {
    useSession.setState({ writeToken: 'w', loginType: 'guest' });
    renderList('/tracking/ocean');
    await screen.findByTestId('delete-1', {}, SLOW);
    expect(screen.queryByTestId('share-1')).toBeNull();
    expect(api.clientFacet).not.toHaveBeenCalled();
  });
});
