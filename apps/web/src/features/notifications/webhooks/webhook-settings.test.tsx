import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { WebhookEndpoint, WebhookMessage } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { RequestError } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';
import { TimeSettingsProvider } from '../../../shared/time/zoned-time';
import { WebhookSettings } from './webhook-settings';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
  rotate: vi.fn(),
  deliveries: vi.fn(),
  redeliver: vi.fn(),
  test: vi.fn(),
}));
vi.mock('./webhooks-api', () => ({ webhooksApi: api }));
const enterprise = vi.hoisted(() => ({ organization: vi.fn() }));
vi.mock('../../enterprise/api/enterprise-api', () => ({ enterpriseApi: enterprise }));
const asMember = (role: 'main' | 'sub', permissions: string[]) =>
  enterprise.organization.mockResolvedValue({ me: { role, permissions, dataScope: 'related' } });

const ID = '0b8d7a4e-6f43-4c1e-9d55-2f7b8c1a9e01';
const FAILING_ID = '5c2e1f70-3a9b-4d8e-8f21-7a6b5c4d3e02';
const LONG_URL = `https://hooks.example.com/${'very-long-path-segment/'.repeat(8)}receive`;

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ID,
  url: LONG_URL,
  description: 'Our TMS',
  eventTypes: ['ETA_CHANGE', 'ATA_CHANGE'],
  thresholdHours: 6,
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretValidUntil: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

const failing = endpoint({
  id: FAILING_ID,
  url: 'https://down.example.com/hook',
  description: '',
  enabled: false,
  disabledReason: 'failing',
  failingSince: '2026-11-20T08:00:00.000Z',
});

const messages: WebhookMessage[] = [
  {
    id: 'msg_newest',
    type: 'shipment.changed',
    eventTypes: ['ETA_CHANGE'],
    createdAt: '2026-11-27T10:00:00.000Z',
    status: 'pending',
    nextAttemptAt: '2026-11-27T10:05:00.000Z',
    attempts: [
      {
        id: 'att_2',
        at: '2026-11-27T10:01:00.000Z',
        statusCode: 500,
        latencyMs: 123,
        responseExcerpt: '{"error":"database is down"}',
        error: null,
        succeeded: false,
      },
      {
        id: 'att_1',
        at: '2026-11-27T10:00:01.000Z',
        statusCode: null,
        latencyMs: 10000,
        responseExcerpt: '',
        error: 'timed out after 10 s',
        succeeded: false,
      },
    ],
  },
  {
    id: 'msg_older',
    type: 'webhook.test',
    eventTypes: ['ETD_CHANGE'],
    createdAt: '2026-11-26T09:00:00.000Z',
    status: 'delivered',
    nextAttemptAt: null,
    attempts: [],
  },
];

function renderSection() {
  const router = createMemoryRouter([{ path: '/', element: <WebhookSettings /> }]);
  render(
    <AntApp>
      <TimeSettingsProvider value={{ display: 'utc', ownZone: 'UTC' }}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </TimeSettingsProvider>
    </AntApp>,
  );
}

const SLOW = { timeout: 15_000 };
/** Clicks the element once it is there (the list and the log arrive asynchronously). */
const click = async (testId: string) => {
  const target = await screen.findByTestId(testId, {}, SLOW);
  await act(async () => fireEvent.click(target));
};

describe('the webhooks section', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
    asMember('main', []);
    api.list.mockResolvedValue([endpoint(), failing]);
    api.deliveries.mockResolvedValue({ items: messages, total: 2 });
  });

  it('lists each endpoint with its address, events, state and why it was disabled', async () => {
    renderSection();
    const card = await screen.findByTestId(`webhook-endpoint-${ID}`, {}, SLOW);
    expect(within(card).getByTestId(`webhook-url-${ID}`).textContent).toBe(LONG_URL);
    expect(within(card).getByText('Our TMS')).toBeTruthy();
    expect(within(card).getByText('ETA change')).toBeTruthy();
    expect(within(card).getByText('ATA change')).toBeTruthy();
    expect(within(card).queryByText('ETD change', { selector: '.ant-tag' })).toBeNull();
    expect(within(card).getByTestId(`webhook-enabled-${ID}`).getAttribute('aria-checked')).toBe('true');

    const down = screen.getByTestId(`webhook-endpoint-${FAILING_ID}`);
    expect(within(down).getByTestId(`webhook-enabled-${FAILING_ID}`).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(within(down).getByTestId(`webhook-disabled-reason-${FAILING_ID}`).textContent).toContain(
      'Disabled after 72 h of failures',
    );
    const since = within(down).getByTestId(`webhook-failing-${FAILING_ID}`);
    expect(since.textContent).toContain('Failing since');
    expect(since.querySelector('[data-time]')?.getAttribute('data-time')).toBe('2026-11-20 08:00 UTC');
    expect(screen.queryByTestId(`webhook-failing-${ID}`)).toBeNull();
  });

  it('adds an endpoint and shows its secret once, with a warning', async () => {
    api.create.mockResolvedValue({ ...endpoint({ id: 'new' }), secret: 'whsec_c2VjcmV0LW9uY2U=' });
    renderSection();
    await click('webhook-add');
    fireEvent.change(await screen.findByTestId('webhook-url', {}, SLOW), {
      target: { value: ' https://tms.example.com/in ' },
    });
    fireEvent.change(screen.getByTestId('webhook-description'), { target: { value: 'TMS' } });
    const etd = screen.getByTestId('webhook-event-ETD_CHANGE');
    fireEvent.click(etd.tagName === 'INPUT' ? etd : (etd.querySelector('input') as HTMLInputElement));
    fireEvent.change(screen.getByTestId('webhook-threshold'), { target: { value: '12' } });
    await click('webhook-save');
    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1), SLOW);
    expect(api.create.mock.calls[0]?.[0]).toEqual({
      url: 'https://tms.example.com/in',
      description: 'TMS',
      eventTypes: ['ETA_CHANGE', 'ATD_CHANGE', 'ATA_CHANGE', 'DATA_STALE'],
      thresholdHours: 12,
    });
    const secret = await screen.findByTestId('webhook-secret', {}, SLOW);
    expect(secret.textContent).toContain('whsec_c2VjcmV0LW9uY2U=');
    expect(secret.querySelector('.ant-typography-copy')).toBeTruthy();
    expect(screen.getByText('Copy this secret now: you will not see it again.')).toBeTruthy();
    await waitFor(() => expect(api.list).toHaveBeenCalledTimes(2), SLOW);

    await click('webhook-secret-done');
    await waitFor(() => expect(screen.queryByText(/whsec_c2VjcmV0LW9uY2U=/)).toBeNull(), SLOW);
  });

  it('shows the server’s field problems on their fields', async () => {
    api.create.mockRejectedValue(
      new RequestError('status', 'bad parameter', {
        statusCode: 40000,
        envelope: {
          statusCode: 40000,
          message: 'bad parameter',
          data: { issues: [{ field: 'url', message: 'Private addresses are not allowed', code: 'custom' }] },
        },
      }),
    );
    renderSection();
    await click('webhook-add');
    fireEvent.change(await screen.findByTestId('webhook-url', {}, SLOW), {
      target: { value: 'http://10.0.0.1/' },
    });
    await click('webhook-save');
    const problem = await screen.findByText('Private addresses are not allowed', {}, SLOW);
    const item = problem.closest('.ant-form-item') as HTMLElement;
    expect(within(item).getByTestId('webhook-url')).toBeTruthy();
    expect(screen.queryByTestId('webhook-form-error')).toBeNull();
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('edits, turns on and deletes after confirming', async () => {
    api.update.mockImplementation(async (body: { id: string }) => ({ ...endpoint(), ...body }));
    api.remove.mockResolvedValue(undefined);
    renderSection();
    await click(`webhook-edit-${ID}`);
    const url = (await screen.findByTestId('webhook-url', {}, SLOW)) as HTMLInputElement;
    expect(url.value).toBe(LONG_URL);
    fireEvent.change(screen.getByTestId('webhook-description'), { target: { value: 'Renamed' } });
    await click('webhook-save');
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1), SLOW);
    expect(api.update.mock.calls[0]).toEqual([
      {
        id: ID,
        url: LONG_URL,
        description: 'Renamed',
        eventTypes: ['ETA_CHANGE', 'ATA_CHANGE'],
        thresholdHours: 6,
      },
      true,
    ]);

    await click(`webhook-enabled-${FAILING_ID}`);
    await waitFor(() => expect(api.update).toHaveBeenCalledTimes(2), SLOW);
    expect(api.update.mock.calls[1]).toEqual([{ id: FAILING_ID, enabled: true }, false]);

    await click(`webhook-delete-${ID}`);
    expect(api.remove).not.toHaveBeenCalled();
    await click(`webhook-delete-ok-${ID}`);
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(ID), SLOW);
  });

  it('rotates the secret after confirming, shows the new one once and the old one’s 24 h', async () => {
    api.rotate.mockResolvedValue({
      ...endpoint({ previousSecretValidUntil: '2026-11-28T16:00:00.000Z' }),
      secret: 'whsec_bmV3LXNlY3JldA==',
    });
    renderSection();
    await click(`webhook-rotate-${ID}`);
    expect(
      await screen.findByText('You get a new secret; the current one stays valid for 24 hours.', {}, SLOW),
    );
    expect(api.rotate).not.toHaveBeenCalled();
    await click(`webhook-rotate-ok-${ID}`);
    await waitFor(() => expect(api.rotate).toHaveBeenCalledWith(ID), SLOW);
    expect((await screen.findByTestId('webhook-secret', {}, SLOW)).textContent).toContain(
      'whsec_bmV3LXNlY3JldA==',
    );
    const overlap = screen.getByTestId('webhook-secret-overlap');
    expect(overlap.textContent).toContain('The previous secret stays valid for 24 hours');
    expect(overlap.querySelector('[data-time]')?.getAttribute('data-time')).toBe('2026-11-28 16:00 UTC');
  });

  it('sends a test event of the chosen type and opens the log', async () => {
    api.test.mockResolvedValue({ messageId: 'msg_test' });
    renderSection();
    const card = await screen.findByTestId(`webhook-endpoint-${ID}`, {}, SLOW);
    const select = within(card).getByTestId('webhook-test-type');
    await act(async () => fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select));
    const options = await screen.findAllByText(
      'ATD change',
      { selector: '.ant-select-item-option-content' },
      SLOW,
    );
    await act(async () => fireEvent.click(options[0] as HTMLElement));
    await act(async () => fireEvent.click(within(card).getByTestId('webhook-test-send')));
    await waitFor(
      () => expect(api.test).toHaveBeenCalledWith({ endpointId: ID, eventType: 'ATD_CHANGE' }),
      SLOW,
    );
    expect(await within(card).findByTestId('webhook-log', {}, SLOW)).toBeTruthy();
  });

  it('shows the delivery log newest first with each attempt, and redelivers', async () => {
    api.redeliver.mockResolvedValue({ queued: 1 });
    renderSection();
    await click(`webhook-log-toggle-${ID}`);
    const log = await screen.findByTestId('webhook-log', {}, SLOW);
    await within(log).findByTestId('webhook-message-msg_newest', {}, SLOW);
    expect(api.deliveries).toHaveBeenCalledWith({
      endpointId: ID,
      pageIndex: 1,
      pageSize: 10,
      status: undefined,
    });
    const rows = log.querySelectorAll('[data-testid^="webhook-message-msg_"]');
    expect([...rows].map((r) => r.getAttribute('data-testid'))).toEqual([
      'webhook-message-msg_newest',
      'webhook-message-msg_older',
    ]);
    expect(within(log).getByTestId('webhook-message-status-msg_newest').textContent).toBe('Retrying');
    expect(within(log).getByTestId('webhook-message-status-msg_older').textContent).toBe('Delivered');
    expect(within(log).getByText('Test event')).toBeTruthy();
    expect(screen.queryByTestId('webhook-attempts-msg_newest')).toBeNull();

    await click('webhook-attempts-toggle-msg_newest');
    const attempts = screen.getByTestId('webhook-attempts-msg_newest');
    const second = within(attempts).getByTestId('webhook-attempt-att_2');
    expect(second.querySelector('[data-time]')?.getAttribute('data-time')).toBe('2026-11-27 10:01 UTC');
    expect(second.textContent).toContain('HTTP 500');
    expect(second.textContent).toContain('123 ms');
    expect(second.querySelector('pre')?.textContent).toBe('{"error":"database is down"}');
    const first = within(attempts).getByTestId('webhook-attempt-att_1');
    expect(first.textContent).toContain('No answer');
    expect(first.textContent).toContain('timed out after 10 s');
    expect(first.querySelector('pre')).toBeNull();

    await click('webhook-redeliver-msg_older');
    await waitFor(
      () => expect(api.redeliver).toHaveBeenCalledWith({ endpointId: ID, messageId: 'msg_older' }),
      SLOW,
    );
    await waitFor(() => expect(api.deliveries.mock.calls.length).toBeGreaterThan(1), SLOW);
  });

  it('filters the log by status and redelivers a time range', async () => {
    api.redeliver.mockResolvedValue({ queued: 5 });
    renderSection();
    await click(`webhook-log-toggle-${ID}`);
    const log = await screen.findByTestId('webhook-log', {}, SLOW);
    await act(async () => fireEvent.click(within(log).getByText('Failed')));
    await waitFor(
      () =>
        expect(api.deliveries).toHaveBeenLastCalledWith({
          endpointId: ID,
          pageIndex: 1,
          pageSize: 10,
          status: 'failed',
        }),
      SLOW,
    );

    await act(async () => fireEvent.click(within(log).getByText('7 days')));
    const before = Date.now();
    await click('webhook-range-send');
    await waitFor(() => expect(api.redeliver).toHaveBeenCalledTimes(1), SLOW);
    const body = api.redeliver.mock.calls[0]?.[0] as { endpointId: string; from: string; to: string };
    expect(body.endpointId).toBe(ID);
    const span = Date.parse(body.to) - Date.parse(body.from);
    expect(span).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 1000);
    expect(span).toBeLessThanOrEqual(7 * 24 * 3_600_000 + 1000);
    expect(Math.abs(Date.parse(body.to) - before)).toBeLessThan(10_000);
  });

  it('shows a member with company.view the endpoints and log, without changing anything', async () => {
    asMember('sub', ['company.view']);
    renderSection();
    expect(await screen.findByTestId('webhooks-read-only', {}, SLOW)).toBeTruthy();
    await screen.findByTestId(`webhook-endpoint-${ID}`, {}, SLOW);
    expect(screen.queryByTestId('webhook-add')).toBeNull();
    expect(screen.queryByTestId(`webhook-edit-${ID}`)).toBeNull();
    expect(screen.queryByTestId(`webhook-delete-${ID}`)).toBeNull();
    expect(screen.queryByTestId(`webhook-rotate-${ID}`)).toBeNull();
    expect(screen.queryByTestId('webhook-test-send')).toBeNull();
    expect(screen.getByTestId(`webhook-enabled-${ID}`).hasAttribute('disabled')).toBe(true);
    await click(`webhook-log-toggle-${ID}`);
    await screen.findByTestId('webhook-message-msg_newest', {}, SLOW);
    expect(screen.queryByTestId('webhook-redeliver-msg_newest')).toBeNull();
    expect(screen.queryByTestId('webhook-range')).toBeNull();
  });

  it('does not ask for the endpoints of a member who may not see them', async () => {
    asMember('sub', ['partner.view']);
    renderSection();
    expect(await screen.findByTestId('webhooks-no-view', {}, SLOW)).toBeTruthy();
    expect(api.list).not.toHaveBeenCalled();
    expect(screen.queryByTestId('webhook-add')).toBeNull();
  });
});
