import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  defaultNotificationRule,
  type EffectiveNotificationRule,
  type OrganizationNotificationRule,
} from '@tracklane/domain';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import { NotificationSettings } from './notification-settings';
import { OrganizationRuleSettings } from './organization-rule-settings';

const api = vi.hoisted(() => ({ rule: vi.fn(), saveRule: vi.fn(), usage: vi.fn() }));
vi.mock('../api/notifications-api', () => ({ notificationsApi: api }));
const orgApi = vi.hoisted(() => ({ rule: vi.fn(), save: vi.fn(), remove: vi.fn(), resetMine: vi.fn() }));
vi.mock('../api/organization-rule-api', () => ({ organizationRuleApi: orgApi }));
const enterprise = vi.hoisted(() => ({ organization: vi.fn() }));
vi.mock('../../enterprise/api/enterprise-api', () => ({ enterpriseApi: enterprise }));
vi.mock('../../ocean/api/ocean-api', () => ({
  oceanApi: {
    list: vi.fn().mockResolvedValue({ list: [], total: 0, totalIsExact: true, pageIndex: 1, pageSize: 20 }),
  },
}));
const asMember = (role: 'main' | 'sub', permissions: string[]) =>
  enterprise.organization.mockResolvedValue({ me: { role, permissions, dataScope: 'related' } });

const SLOW = { timeout: 15_000 };

const organizationRule: OrganizationNotificationRule = {
  enabled: true,
  events: ['ETA_CHANGE'],
  thresholdHours: 12,
  scope: { kind: 'all' },
  channels: { inapp: true, email: true, msgapp: false },
  emails: ['team@example.com'],
  isSet: true,
  followers: 3,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

/** What GET /application/rule/event answers a member following the organisation's rule. */
const following: EffectiveNotificationRule = {
  ...defaultNotificationRule(),
  events: ['ETA_CHANGE'],
  thresholdHours: 12,
  scope: { kind: 'all' },
  channels: { inapp: true, email: true, msgapp: false },
  emails: ['team@example.com'],
  source: 'organization',
  organizationRuleSet: true,
};

function renderPage(...elements: ReactElement[]) {
  const router = createMemoryRouter([{ path: '/', element: <>{elements}</> }]);
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AntApp>,
  );
}

beforeEach(() => {
  vi.resetAllMocks();
  setLocale('en');
  useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  api.usage.mockResolvedValue({
    month: '2026-11',
    edition: 'free',
    channels: [],
    notices: { total: 0, unread: 0 },
  });
  orgApi.rule.mockResolvedValue(organizationRule);
});

describe("a member following the organisation's rule", () => {
  it('sees it read-only, then starts their own from it without its addresses', async () => {
    api.rule.mockResolvedValue(following);
    renderPage(<NotificationSettings key="mine" />);
    expect((await screen.findByTestId('rule-source', {}, SLOW)).textContent).toContain(
      "You follow your organisation's rule.",
    );
    expect((screen.getByTestId('rule-threshold') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('rule-submit')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('rule-use-own')));
    expect((screen.getByTestId('rule-threshold') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('rule-email') as HTMLInputElement).checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByTestId('rule-submit')));
    await waitFor(() => expect(api.saveRule).toHaveBeenCalledTimes(1), SLOW);
    expect(api.saveRule.mock.calls[0]?.[0]).toMatchObject({
      thresholdHours: 12,
      events: ['ETA_CHANGE'],
      scope: { kind: 'all' },
      channels: { email: false },
    });
    expect(api.saveRule.mock.calls[0]?.[0].emails).toBeUndefined();
  });

  it('with a rule of their own, resets to the organisation', async () => {
    api.rule.mockResolvedValue({ ...following, source: 'member', isDefault: false, thresholdHours: 4 });
    orgApi.resetMine.mockResolvedValue(following);
    renderPage(<NotificationSettings key="mine" />);
    await act(async () => fireEvent.click(await screen.findByTestId('rule-reset', {}, SLOW)));
    // The confirmation's own button carries the same words as the one that opened it.
    const confirm = await screen.findByText("Delete your own rule and follow the organisation's?", {}, SLOW);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () =>
      fireEvent.click(within(popup).getByRole('button', { name: "Reset to the organisation's rule" })),
    );
    await waitFor(() => expect(orgApi.resetMine).toHaveBeenCalledTimes(1), SLOW);
    await waitFor(
      () => expect((screen.getByTestId('rule-threshold') as HTMLInputElement).disabled).toBe(true),
      SLOW,
    );
  });
});

describe('the organisation rule section', () => {
  it('lets a manager open and save it, with the count of followers', async () => {
    asMember('sub', ['company.manage']);
    orgApi.save.mockResolvedValue({ ...organizationRule, thresholdHours: 24 });
    renderPage(<OrganizationRuleSettings key="org" />);
    expect((await screen.findByTestId('organization-rule-summary', {}, SLOW)).textContent).toContain(
      'members following it (no rule of their own): 3',
    );
    await act(async () => fireEvent.click(screen.getByTestId('organization-rule-open')));
    const card = await screen.findByTestId('organization-rule', {}, SLOW);
    const threshold = within(card).getByTestId('rule-threshold') as HTMLInputElement;
    expect(threshold.value).toBe('12');
    fireEvent.change(threshold, { target: { value: '24' } });
    await act(async () => fireEvent.click(within(card).getByTestId('rule-submit')));
    await waitFor(() => expect(orgApi.save).toHaveBeenCalledTimes(1), SLOW);
    expect(orgApi.save.mock.calls[0]?.[0]).toMatchObject({
      thresholdHours: 24,
      scope: { kind: 'all' },
      channels: { email: true },
      emails: 'team@example.com',
    });
    expect(api.saveRule).not.toHaveBeenCalled();
  });

  it('shows it read-only with company.view', async () => {
    asMember('sub', ['company.view']);
    renderPage(<OrganizationRuleSettings key="org" />);
    await act(async () => fireEvent.click(await screen.findByTestId('organization-rule-open', {}, SLOW)));
    expect(screen.getByTestId('organization-rule-read-only')).toBeTruthy();
    expect(screen.queryByTestId('rule-submit')).toBeNull();
    expect(screen.queryByTestId('organization-rule-remove')).toBeNull();
  });

  it('is absent for a member without company.view', async () => {
    asMember('sub', ['partner.view']);
    renderPage(<OrganizationRuleSettings key="org" />, <p key="marker">page</p>);
    await screen.findByText('page');
    await waitFor(() => expect(enterprise.organization).toHaveBeenCalled(), SLOW);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByTestId('organization-rule')).toBeNull();
    expect(orgApi.rule).not.toHaveBeenCalled();
  });
});
