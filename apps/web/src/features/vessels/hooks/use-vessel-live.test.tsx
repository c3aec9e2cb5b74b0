import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { VesselLocation, VesselPosition } from '@tracklane/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetLiveSocket } from '../../../app/live/live-connection';
import { useSession } from '../../../app/session/session-store';
import { fakeSockets } from '../../../test/fake-socket';
import { useOceanLive } from '../../ocean';
import { VESSEL_KEYS } from './query-keys';
import { applyVesselPositions, MAX_WATCHED, useVesselLive, watchUnion } from './use-vessel-live';

const at = (mmsi: number, time: string, lon = 120_000_000): VesselLocation => ({
  mmsi,
  time,
  lat: 30_000_000,
  lon,
  sog: 5000,
  cog: 18_000,
  hdg: 18_000,
  navStatus: 0,
  dest: null,
  eta: null,
});

const flush = () => act(() => Promise.resolve());

describe('useVesselLive', () => {
  let fake: ReturnType<typeof fakeSockets>;
  let client: QueryClient;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    useSession.setState({ writeToken: 'w-token', readToken: null });
    fake = fakeSockets();
    resetLiveSocket(fake.factory);
    client = new QueryClient();
  });
  afterEach(() => resetLiveSocket(null));

  it('shares one socket, watches the union of the hooks and re-sends it after a reconnect', async () => {
    const a = renderHook(({ m }) => useVesselLive(m), { wrapper, initialProps: { m: [1, 2] } });
    const b = renderHook(() => useVesselLive([2, 3]), { wrapper });
    renderHook(() => useOceanLive(), { wrapper });
    await flush();
    expect(fake.sockets).toHaveLength(1);
    expect(fake.last().protocols).toEqual(['tracklane', 'w-token']);
    act(() => fake.last().open());
    expect(fake.last().sent).toEqual([{ type: 'vessels.watch', mmsi: [1, 2, 3] }]);

    a.rerender({ m: [1] });
    await flush();
    b.unmount();
    await flush();
    // Each change is sent once, after the render that made it.
    expect(fake.last().sent.map((m) => (m as { mmsi: number[] }).mmsi)).toEqual([[1, 2, 3], [2, 3, 1], [1]]);

    act(() => fake.last().drop(1006));
    await act(() => new Promise((r) => setTimeout(r, 1_050)));
    expect(fake.sockets).toHaveLength(2);
    act(() => fake.last().open());
    expect(fake.last().sent).toEqual([{ type: 'vessels.watch', mmsi: [1] }]);

    a.unmount();
    await flush();
    expect(fake.last().sent.at(-1)).toEqual({ type: 'vessels.watch', mmsi: [] });
  });

  it('writes pushed positions of its vessels under [location, mmsi], keeping a newer cached one', async () => {
    renderHook(() => useVesselLive([7]), { wrapper });
    await flush();
    act(() => fake.last().open());
    client.setQueryData([VESSEL_KEYS.location, 8], null);
    act(() =>
      fake.last().push({
        type: 'vessel.positions',
        positions: [at(7, '2026-01-01T00:01:00Z'), at(8, '2026-01-01T00:01:00Z')],
      }),
    );
    expect(client.getQueryData([VESSEL_KEYS.location, 7])).toMatchObject({ time: '2026-01-01T00:01:00Z' });
    expect(client.getQueryData([VESSEL_KEYS.location, 8])).toBeNull();
    act(() => fake.last().push({ type: 'vessel.positions', positions: [at(7, '2026-01-01T00:00:30Z', 1)] }));
    expect(client.getQueryData([VESSEL_KEYS.location, 7])).toMatchObject({ time: '2026-01-01T00:01:00Z' });
  });

  it('does not open a socket for an empty list', async () => {
    renderHook(() => useVesselLive([]), { wrapper });
    await flush();
    expect(fake.sockets).toHaveLength(0);
  });
});

describe('applyVesselPositions', () => {
  const point = (time: string): VesselPosition => {
    const { dest: _d, eta: _e, ...rest } = at(7, time);
    return rest;
  };

  it('appends a newer report to cached tracks of that vessel whose window covers it', () => {
    const client = new QueryClient();
    const live = [VESSEL_KEYS.track, { mmsi: 7, start: '2026-01-01T00:00:00Z', end: '2026-01-01T02:00:00Z' }];
    const closed = [
      VESSEL_KEYS.track,
      { mmsi: 7, start: '2025-12-01T00:00:00Z', end: '2025-12-02T00:00:00Z' },
    ];
    const other = [
      VESSEL_KEYS.track,
      { mmsi: 9, start: '2026-01-01T00:00:00Z', end: '2026-01-01T02:00:00Z' },
    ];
    client.setQueryData(live, [point('2026-01-01T00:00:00Z')]);
    client.setQueryData(closed, [point('2025-12-01T00:00:00Z')]);
    client.setQueryData(other, []);
    applyVesselPositions(client, [at(7, '2026-01-01T00:05:00Z')]);
    applyVesselPositions(client, [at(7, '2026-01-01T00:05:00Z')]);
    applyVesselPositions(client, [at(7, '2026-01-01T00:04:00Z')]);
    expect(client.getQueryData<VesselPosition[]>(live)?.map((p) => p.time)).toEqual([
      '2026-01-01T00:00:00Z',
      '2026-01-01T00:05:00Z',
    ]);
    expect(client.getQueryData<VesselPosition[]>(live)?.[1]).not.toHaveProperty('dest');
    expect(client.getQueryData<VesselPosition[]>(closed)).toHaveLength(1);
    expect(client.getQueryData<VesselPosition[]>(other)).toHaveLength(0);
  });

  it('caps the watch union at the server limit', () => {
    const many = Array.from({ length: 150 }, (_, i) => i + 1);
    expect(watchUnion([many, [1000]])).toHaveLength(MAX_WATCHED);
    expect(
      watchUnion([
        [1, 2],
        [2, 3],
      ]),
    ).toEqual([1, 2, 3]);
  });
});
