import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/locale/i18n';
import { useSession } from '../../app/session/session-store';
import type { SubscriptionDetail } from '../../features/ocean/api/ocean-types';
import { OCEAN_KEYS } from '../../features/ocean/hooks/query-keys';
import { DrawerHeader } from '../../features/ocean-detail/components/drawer-header';
import { UpdateAgeCell } from '../../features/ocean-list/components/list-cells';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

const detail = (updateTime: string | null) =>
  ({
    subscription: {
      id: 's1',
      businessNumber: 'CCMJ222604630',
      carrierCode: 'COSU',
      displayStatus: 'IN_TRANSIT',
      updateTime,
    },
    shipment: null,
    refresh: { completed: true, lastRefreshedAt: null, nextRefreshAt: null, error: null },
  }) as unknown as SubscriptionDetail;

function renderBoth(updateTime: string | null) {
  const client = new QueryClient();
  client.setQueryData([OCEAN_KEYS.carriers], [{ code: 'COSU', name: 'COSCO Shipping' }]);
  const { container } = render(
    <QueryClientProvider client={client}>
      <div data-testid="list-cell">
        <UpdateAgeCell updateTime={updateTime} />
      </div>
      <DrawerHeader detail={detail(updateTime)} shipment={null} masked={false} language="en" />
    </QueryClientProvider>,
  );
  const list = container.querySelector('[data-testid="list-cell"] [data-age]');
  const drawer = screen.getByTestId('detail-update-age');
  return { list, drawer };
}

// The shipment list and the detail drawer show one shipment's last update: they must agree.
describe('the list and the drawer show the same update age', () => {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    useSession.getState().setLanguage('en');
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a clock a little ahead of ours', ago(-30_000), 'justNow', 'Just now', 'Updated just now'],
    ['under a minute', ago(30_000), 'justNow', 'Just now', 'Updated just now'],
    ['12 minutes', ago(12 * MIN + 59_000), 'minutes:12', '12 min ago', 'Updated 12 min ago'],
    ['59 minutes', ago(59 * MIN + 59_000), 'minutes:59', '59 min ago', 'Updated 59 min ago'],
    ['3 hours', ago(3 * 60 * MIN), 'hours:3', '3 h ago', 'Updated 3 h ago'],
    ['2 days', ago(2 * 24 * 60 * MIN + MIN), 'days:2', '2 d ago', 'Updated 2 d ago'],
    ['no update yet', null, 'never', 'Not yet updated', 'Not updated yet'],
  ])('%s', (_name, updateTime, age, listText, drawerText) => {
    const { list, drawer } = renderBoth(updateTime);
    expect(list?.getAttribute('data-age')).toBe(age);
    expect(drawer.getAttribute('data-age')).toBe(age);
    expect(list?.textContent).toBe(listText);
    expect(drawer.textContent?.trim()).toBe(drawerText);
  });
});
