import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultDigestSchedule } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { RequestError } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';
import { DigestSettings } from './digest-settings';

const api = vi.hoisted(() => ({ schedule: vi.fn(), save: vi.fn() }));
vi.mock('../api/digest-api', () => ({ digestApi: api }));

function renderDigest() {
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DigestSettings />
      </QueryClientProvider>
    </AntApp>,
  );
}

const SLOW = { timeout: 15_000 };
const saved = {
  ...defaultDigestSchedule(),
  isDefault: false,
  enabled: true,
  cycle: 'monthly' as const,
  monthDay: 31,
  time: '18:00',
  timeZone: 'America/New_York',
  emails: ['a@x.com', 'b@x.com'],
  nextRunAt: '2026-11-30T23:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('the digest e-mail section', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  });

  it('shows a saved monthly digest, the short-month rule and the next send on its zone’s clock', async () => {
    api.schedule.mockResolvedValue(saved);
    renderDigest();
    const next = await screen.findByTestId('digest-next', {}, SLOW);
    // 18:00 in New York, labelled with that clock's zone.
    expect(next.textContent).toMatch(/^Next digest: \d{4}-\d{2}-\d{2} 18:00 E[SD]T$/);
    expect(screen.getByTestId('digest-month-day')).toBeTruthy();
    expect(screen.queryByTestId('digest-weekday')).toBeNull();
    expect(screen.getByText('In a shorter month the digest goes out on its last day.')).toBeTruthy();
    expect((screen.getByTestId('digest-emails') as HTMLInputElement).value).toBe('a@x.com, b@x.com');
  });

  it('refuses four addresses without asking the server', async () => {
    api.schedule.mockResolvedValue(saved);
    renderDigest();
    const emails = (await screen.findByTestId('digest-emails', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(emails, { target: { value: 'a@x.com, b@x.com，c@x.com, d@x.com' } });
    expect(await screen.findByText('At most 3 e-mail addresses', {}, SLOW)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('digest-submit')));
    expect(api.save).not.toHaveBeenCalled();
  });

  it('sends the schedule with both commas and shows a server field problem on its field', async () => {
    api.schedule.mockResolvedValue(saved);
    api.save.mockRejectedValueOnce(
      new RequestError('status', 'bad parameter', {
        statusCode: 40000,
        envelope: {
          statusCode: 40000,
          message: 'bad parameter',
          data: { issues: [{ field: 'monthDay', message: 'Day of the month is required', code: 'custom' }] },
        },
      }),
    );
    renderDigest();
    const emails = (await screen.findByTestId('digest-emails', {}, SLOW)) as HTMLInputElement;
    fireEvent.change(emails, { target: { value: 'a@x.com，b@x.com, c@x.com' } });
    await act(async () => fireEvent.click(screen.getByTestId('digest-submit')));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1), SLOW);
    expect(api.save.mock.calls[0]?.[0]).toEqual({
      enabled: true,
      cycle: 'monthly',
      weekday: null,
      monthDay: 31,
      time: '18:00',
      timeZone: 'America/New_York',
      emails: 'a@x.com，b@x.com, c@x.com',
    });
    expect(await screen.findByText('Day of the month is required', {}, SLOW)).toBeTruthy();
  });

  it('says it is off for a member who never saved one', async () => {
    api.schedule.mockResolvedValue(defaultDigestSchedule());
    renderDigest();
    expect((await screen.findByTestId('digest-next', {}, SLOW)).textContent).toBe('Digests are off.');
  });
});
