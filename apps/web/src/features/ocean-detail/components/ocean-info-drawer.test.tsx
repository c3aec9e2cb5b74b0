import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { OceanShipmentView } from '@tracklane/domain';
import { App } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/locale/i18n';
import { useSession } from '../../../app/session/session-store';
import type { SubscriptionDetail } from '../../ocean';
import { OCEAN_KEYS } from '../../ocean';
import { OceanInfoDrawer, type OceanInfoDrawerProps } from './ocean-info-drawer';

function renderDrawer(props: OceanInfoDrawerProps) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData([OCEAN_KEYS.carriers], [{ code: 'COSU', name: 'COSCO Shipping' }]);
  return render(
    <QueryClientProvider client={client}>
      <App>
        <OceanInfoDrawer {...props} />
      </App>
    </QueryClientProvider>,
  );
}

const subscription = {
  id: 's1',
  businessNumber: 'CCMJ222604630',
  billNumber: 'CCMJ222604630',
  containerNumber: null,
  carrierCode: 'COSU',
  remark: 'Fragile',
  displayStatus: 'IN_TRANSIT',
  updateTime: null,
} as SubscriptionDetail['subscription'];

const place = (type: 2 | 4, code: string, ata: string | null) => ({
  type,
  code,
  name: code,
  ata,
  ata_ais: null,
  atb_ais: null,
  eta: '2026-12-04T22:21:00Z',
  sta: '2026-12-03T10:00:00Z',
});

const shipment = {
  proxy: {
    billNo: 'CCMJ222604630',
    containerNo: null,
    booking: { bookingNo: null, bookingStatus: 'CANCELLED' },
    places: [place(2, 'CNYTN', '2026-11-03T00:55:00Z'), place(4, 'USOAK', null)],
  },
  carrier: { carrierCode: 'COSU' },
  displayStatus: 'CANCELLED',
  updateTime: '2026-11-19T14:54:33Z',
  shipmentEquipments: [{ equipment: { equipmentCode: 'CSLU1341621' }, containerTypeGroup: '40HC' }],
  shipmentLocations: [
    {
      locationCategory: 'POL',
      location: { locationCode: 'CNYTN', portEn: 'Yantian', portCn: '盐田', portTimeZone: 'Asia/Shanghai' },
    },
    {
      locationCategory: 'POD',
      location: { locationCode: 'USOAK', portEn: 'Oakland', portCn: '奥克兰', portTimeZone: null },
    },
  ],
  transportEvents: [],
  equipmentEvents: [],
  shipmentEvents: [],
  warnings: [],
  etdHistory: [],
  etaHistory: [],
  departureDelayDays: 1.5,
  arrivalDelayDays: -0.5,
  durationDays: 31.9,
} as unknown as OceanShipmentView;

describe('OceanInfoDrawer', () => {
  beforeAll(async () => {
    useSession.getState().setLanguage('en');
    await i18n.changeLanguage('en');
    // The alerts are fetched when first shown (shared/ui/lazy-alert.tsx): have the module ready.
    await import('antd/es/alert');
  });

  it('before the first data: the number, the tracking-started state and the refresh error', async () => {
    renderDrawer({
      detail: {
        subscription,
        shipment: null,
        refresh: {
          completed: false,
          lastRefreshedAt: null,
          nextRefreshAt: null,
          error: { kind: 'provider', message: 'carrier timed out', at: null, consecutive: 1 },
        },
      },
    });
    expect(screen.getByTestId('detail-business-number').textContent).toContain('CCMJ222604630');
    expect(await screen.findByText('Tracking started', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('detail-refresh-error').textContent).toContain('carrier timed out');
  });

  it('masks the number, tags the cancelled booking, colours delays and stays read-only', () => {
    renderDrawer({
      detail: {
        subscription,
        shipment,
        refresh: { completed: false, lastRefreshedAt: null, nextRefreshAt: null, error: null },
      },
      maskReference: true,
      readOnly: true,
    });
    expect(screen.getByTestId('detail-business-number').textContent).toBe('*************');
    expect(screen.getByTestId('detail-cancelled')).toBeTruthy();
    expect(screen.getByTestId('detail-carrier-name').textContent).toBe('COSCO Shipping');
    expect(screen.getByTestId('detail-departure-delay').className).toBe('tl-od-late');
    expect(screen.getByTestId('detail-departure-delay').textContent).toBe('+1.5 d');
    expect(screen.getByTestId('detail-arrival-delay').className).toBe('tl-od-early');
    expect(screen.getByTestId('detail-origin').textContent).toBe('Yantian');
    expect(screen.queryByTestId('detail-remark-edit')).toBeNull();
    expect(screen.queryByTestId('plate-save')).toBeNull();
    expect(screen.getByTestId('terminal-button-CNYTN')).toBeTruthy();
    expect(screen.queryByTestId('terminal-button-USOAK')).toBeTruthy();
    // No AIS times: no AIS rows.
    expect(screen.queryByTestId('detail-arrival-ais')).toBeNull();
  });

  it('shows the AIS departure, arrival and berthing times when AIS gave them', () => {
    const places = [
      { ...place(2, 'CNYTN', '2026-11-03T00:55:00Z'), ata_ais: '2026-11-03T01:40:00Z' },
      { ...place(4, 'USOAK', null), ata_ais: '2026-12-04T20:10:00Z', atb_ais: '2026-12-05T02:30:00Z' },
    ];
    renderDrawer({
      detail: {
        subscription,
        shipment: { ...shipment, proxy: { ...shipment.proxy, places } } as OceanShipmentView,
        refresh: { completed: false, lastRefreshedAt: null, nextRefreshAt: null, error: null },
      },
    });
    expect(screen.getByText('ATD (AIS)')).toBeTruthy();
    // Yantian's own clock (UTC+8): 01:40 UTC is 09:40 there.
    expect(screen.getByTestId('detail-departure-ais').textContent).toContain('2026-11-03 09:40');
    expect(screen.getByText('ATA (AIS)')).toBeTruthy();
    expect(screen.getByTestId('detail-arrival-ais').textContent).toContain('2026-12-04');
    expect(screen.getByText('Berthed (AIS)')).toBeTruthy();
    expect(screen.getByTestId('detail-berth-ais').textContent).toContain('2026-12-05');
  });

  it('names the terminal the shipment deals with now, with the vessel expected or arrived there', () => {
    const summary = {
      portCode: 'USOAK',
      terminalName: 'Oakland International Container Terminal',
      terminalCode: 'OICT',
      open: null,
      close: null,
      eta: '2026-12-04T22:21:00Z',
      etaIsActual: false,
      shippingAgent: null,
      shippingAgentCn: null,
    };
    const detail = (terminal: OceanShipmentView['terminal']) => ({
      subscription,
      shipment: { ...shipment, terminal } as OceanShipmentView,
      refresh: { completed: false, lastRefreshedAt: null, nextRefreshAt: null, error: null },
    });
    const view = renderDrawer({ detail: detail(summary) });
    expect(screen.getByTestId('current-terminal-name').textContent).toBe(summary.terminalName);
    expect(screen.getByTestId('current-terminal').textContent).toContain('(OICT)');
    expect(screen.getByText('Vessel ETA')).toBeTruthy();
    expect(screen.getByTestId('current-terminal-arrival').querySelector('.tl-od-est')).toBeTruthy();
    view.unmount();

    // At the load port the vessel has reached (not yet left): its actual arrival.
    const atPol = {
      ...summary,
      portCode: 'CNYTN',
      terminalName: null,
      terminalCode: 'YICT',
      eta: '2026-11-01T06:00:00Z',
      etaIsActual: true,
    };
    const again = renderDrawer({ detail: detail(atPol) });
    expect(screen.getByTestId('current-terminal-name').textContent).toBe('YICT');
    expect(screen.getByText('Vessel arrived')).toBeTruthy();
    expect(screen.getByTestId('current-terminal-arrival').querySelector('.tl-od-act')).toBeTruthy();
    again.unmount();

    renderDrawer({ detail: detail(null) });
    expect(screen.queryByTestId('current-terminal')).toBeNull();
  });
});
