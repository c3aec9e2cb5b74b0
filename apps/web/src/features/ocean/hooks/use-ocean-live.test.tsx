import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveSocket } from '../../../app/live/live-connection';
import { useSession } from '../../../app/session/session-store';
import { fakeSockets } from '../../../test/fake-socket';
import { OCEAN_KEYS } from './query-keys';
import { useOceanLive } from './use-ocean-live';

describe('useOceanLive on the shared live socket', () => {
  let fake: ReturnType<typeof fakeSockets>;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  beforeEach(() => {
    useSession.setState({ writeToken: 'guest-write', readToken: 'key-read' });
    fake = fakeSockets();
    resetLiveSocket(fake.factory);
  });
  afterEach(() => resetLiveSocket(null));

  it('invalidates the named details, the list and the facets on a change notice', () => {
    const spy = vi.spyOn(client, 'invalidateQueries');
    renderHook(() => useOceanLive(), { wrapper });
    expect(fake.last().protocols).toEqual(['tracklane', 'guest-write']);
    act(() => fake.last().open());
    act(() =>
      fake.last().push({ type: 'ocean.subscription.changed', subscriptionIds: ['s1'], updateTime: null }),
    );
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      [OCEAN_KEYS.detail, 's1'],
      [OCEAN_KEYS.list],
      [OCEAN_KEYS.facets],
    ]);
  });

  it('speaks with the read token for an embedded view and opens nothing when disabled', () => {
    const off = renderHook(() => useOceanLive(false), { wrapper });
    expect(fake.sockets).toHaveLength(0);
    off.unmount();
    const embedded = renderHook(() => useOceanLive(true, { preferReadToken: true }), { wrapper });
    expect(fake.last().protocols).toEqual(['tracklane', 'key-read']);
    embedded.unmount();
    expect(fake.last().readyState).toBe(3);
  });
});
