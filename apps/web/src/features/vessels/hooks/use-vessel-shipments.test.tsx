import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useVesselShipments } from './use-vessel-shipments';

const api = vi.hoisted(() => ({ fetchVesselShipments: vi.fn() }));
vi.mock('../api/vessel-shipments-api', () => api);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * Names collide (two vessels of one name, renamed ships): the vessel page asks for the cargo on
 * board by the vessel's MMSI and IMO number, the name only beside them for legs without either.
 */
describe('useVesselShipments', () => {
  beforeEach(() => {
    api.fetchVesselShipments.mockReset();
    api.fetchVesselShipments.mockResolvedValue([]);
  });

  it('asks by MMSI and IMO, with the trimmed name', async () => {
    const vessel = { mmsi: 412345678, imo: 9321483, name: ' EVER TWIN ' };
    renderHook(() => useVesselShipments(vessel), { wrapper });
    await waitFor(() => expect(api.fetchVesselShipments).toHaveBeenCalled());
    expect(api.fetchVesselShipments).toHaveBeenCalledWith({
      onBoard: true,
      mmsi: '412345678',
      imo: '9321483',
      vesselName: 'EVER TWIN',
    });
  });

  it('leaves out what the vessel lacks: no IMO, no name', async () => {
    renderHook(() => useVesselShipments({ mmsi: 412345679, imo: null, name: null }), { wrapper });
    await waitFor(() => expect(api.fetchVesselShipments).toHaveBeenCalled());
    expect(api.fetchVesselShipments).toHaveBeenCalledWith({ onBoard: true, mmsi: '412345679' });
  });

  it('asks nothing before the vessel is known', async () => {
    const { result } = renderHook(() => useVesselShipments(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.fetchVesselShipments).not.toHaveBeenCalled();
  });
});
