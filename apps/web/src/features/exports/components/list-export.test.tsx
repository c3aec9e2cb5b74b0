import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ExportJobItem } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { useSession } from '../../../app/session/session-store';
import { ListExportButton, ListExportProgress } from './list-export';

const jobs = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn() }));
const templates = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../api/export-jobs-api', () => ({ exportJobsApi: jobs, downloadExport: vi.fn() }));
vi.mock('../api/export-templates-api', () => ({ exportTemplatesApi: templates }));

const SLOW = { timeout: 15_000 };
const JOB = '11111111-1111-4111-8111-111111111111';
const job = (patch: Partial<ExportJobItem>): ExportJobItem => ({
  id: JOB,
  kind: 'ocean',
  status: 'running',
  format: 'xlsx',
  templateName: 'Weekly',
  progress: { done: 40, total: 100 },
  rowCount: null,
  sizeBytes: null,
  failureReason: null,
  fileName: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  expiresAt: '2026-12-04T10:00:00.000Z',
  downloadUrl: null,
  ...patch,
});
const page = (list: ExportJobItem[]) => ({ list, total: list.length, pageIndex: 1, pageSize: 10 });

describe('the list’s export', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  });

  it('posts the list’s filters without paging, the template, format, selection and language; then shows progress and a ready notice', async () => {
    templates.list.mockResolvedValue([
      { id: 'default', name: 'Default template', enabled: true, readOnly: true },
      { id: 'a', name: 'Weekly', enabled: true, readOnly: false },
      { id: 'b', name: 'Off', enabled: false, readOnly: false },
    ]);
    jobs.list.mockResolvedValue(page([]));
    jobs.create.mockResolvedValue({ id: JOB, status: 'queued' });
    render(
      <AntApp>
        <MemoryRouter>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <ListExportButton
              filters={{ carrierCode: 'MAEU', pageIndex: 2, pageSize: 20 }}
              selected={['s1', 's2']}
              member
            />
            <ListExportProgress />
          </QueryClientProvider>
        </MemoryRouter>
      </AntApp>,
    );
    fireEvent.click(await screen.findByTestId('list-export', {}, SLOW));
    await screen.findByTestId('export-dialog', {}, SLOW);
    expect(await screen.findByText('Selected rows only (2)', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(templates.list).toHaveBeenCalled(), SLOW);

    jobs.list.mockResolvedValue(page([job({})]));
    fireEvent.click(screen.getByTestId('export-start'));
    await waitFor(() => expect(jobs.create).toHaveBeenCalledTimes(1), SLOW);
    const body = jobs.create.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      carrierCode: 'MAEU',
      templateId: 'default',
      format: 'xlsx',
      language: 'en',
      subscriptionIds: ['s1', 's2'],
    });
    expect(body).not.toHaveProperty('pageIndex');
    expect(body).not.toHaveProperty('pageSize');

    // Running: the progress bar on the list, polled.
    const bar = await screen.findByTestId('list-export-progress', {}, SLOW);
    expect(bar.textContent).toContain('40/100');
    jobs.list.mockResolvedValue(
      page([job({ status: 'done', progress: { done: 100, total: 100 }, rowCount: 100, downloadUrl: '/x' })]),
    );
    // Done: the bar goes and the notice offers the file and the exports page.
    const ready = await screen.findByTestId('export-ready', {}, SLOW);
    expect(ready.textContent).toContain('100 rows');
    expect(ready.querySelector('[data-testid="export-download"]')).toBeTruthy();
    expect(ready.querySelector('a[href="/user/settings/exports"]')).toBeTruthy();
    expect(screen.queryByTestId('list-export-progress')).toBeNull();
  });
});
