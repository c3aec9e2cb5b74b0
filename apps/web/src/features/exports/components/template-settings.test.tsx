import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_EXPORT_FIELDS, type ExportTemplate, StatusCode } from '@tracklane/domain';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../app/locale/set-locale';
import { RequestError } from '../../../app/request';
import { useSession } from '../../../app/session/session-store';
import { TemplateSettings } from './template-settings';

const api = vi.hoisted(() => ({
  list: vi.fn(),
  create: vi.fn(),
  save: vi.fn(),
  copy: vi.fn(),
  remove: vi.fn(),
  reorder: vi.fn(),
}));
vi.mock('../api/export-templates-api', () => ({ exportTemplatesApi: api }));

const SLOW = { timeout: 15_000 };
const DEFAULT: ExportTemplate = {
  id: 'default',
  name: 'Default template',
  enabled: true,
  readOnly: true,
  rowMode: 'shipment',
  fields: [...DEFAULT_EXPORT_FIELDS],
  schedule: null,
  updatedAt: null,
};
const own = (n: number): ExportTemplate => ({
  ...DEFAULT,
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Mine ${n}`,
  readOnly: false,
  fields: ['billNumber', 'eta', 'podName'],
});

function renderPage() {
  render(
    <AntApp>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <TemplateSettings />
      </QueryClientProvider>
    </AntApp>,
  );
}

const chosenOrder = () =>
  screen.getAllByTestId('chosen-fields-row').map((row) => row.getAttribute('data-id'));

describe('the export template page', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    setLocale('en');
    useSession.setState({ accessToken2: 'opaque', writeToken: 'w', loginType: 'normal' });
  });

  it('refuses a template without fields and shows why on the field picker, without asking the server', async () => {
    api.list.mockResolvedValue([DEFAULT]);
    renderPage();
    fireEvent.click(await screen.findByTestId('template-new', {}, SLOW));
    fireEvent.change(await screen.findByTestId('template-name'), { target: { value: 'Empty' } });
    fireEvent.click(screen.getByTestId('chosen-clear'));
    expect(screen.queryAllByTestId('chosen-fields-row')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('Choose at least one field.', {}, SLOW)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('saves the fields in the order the up and down buttons left them', async () => {
    api.list.mockResolvedValue([DEFAULT, own(1)]);
    api.save.mockImplementation(async (id: string, body: object) => ({ ...own(1), ...body, id }));
    renderPage();
    fireEvent.click(await screen.findByTestId('template-edit', {}, SLOW));
    await screen.findByTestId('template-editor');
    expect(chosenOrder()).toEqual(['billNumber', 'eta', 'podName']);
    // podName up twice: first; then billNumber (now second) down once: last.
    const rows = () => screen.getAllByTestId('chosen-fields-row');
    fireEvent.click(within(rows()[2] as HTMLElement).getByTestId('chosen-fields-up'));
    fireEvent.click(within(rows()[1] as HTMLElement).getByTestId('chosen-fields-up'));
    expect(chosenOrder()).toEqual(['podName', 'billNumber', 'eta']);
    fireEvent.click(within(rows()[1] as HTMLElement).getByTestId('chosen-fields-down'));
    expect(chosenOrder()).toEqual(['podName', 'eta', 'billNumber']);
    // The first row cannot go up, the last not down.
    expect(
      (within(rows()[0] as HTMLElement).getByTestId('chosen-fields-up') as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (within(rows()[2] as HTMLElement).getByTestId('chosen-fields-down') as HTMLButtonElement).disabled,
    ).toBe(true);
    // A ticked catalogue field joins at the end.
    fireEvent.click(screen.getByTestId('field-option-containerNumber'));
    expect(chosenOrder()).toEqual(['podName', 'eta', 'billNumber', 'containerNumber']);
    fireEvent.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1), SLOW);
    expect(api.save.mock.calls[0]?.[0]).toBe(own(1).id);
    expect(api.save.mock.calls[0]?.[1]).toMatchObject({
      name: 'Mine 1',
      fields: ['podName', 'eta', 'billNumber', 'containerNumber'],
      schedule: null,
    });
  });

  it('shows the server’s "template limit exceeded" for a sixth template', async () => {
    api.list.mockResolvedValue([DEFAULT, own(1), own(2), own(3), own(4), own(5)]);
    const limit = () =>
      new RequestError('status', 'Template limit exceeded: at most 5 export templates.', {
        statusCode: StatusCode.CALL_LIMIT_EXCEEDED,
      });
    api.create.mockRejectedValue(limit());
    api.copy.mockRejectedValue(limit());
    renderPage();
    expect((await screen.findByTestId('template-count', {}, SLOW)).textContent).toBe('5 of 5 own templates');
    // Copying the default one: the message above the list.
    fireEvent.click(screen.getAllByTestId('template-copy')[0] as HTMLElement);
    expect((await screen.findByTestId('template-limit', {}, SLOW)).textContent).toContain(
      'Template limit exceeded: at most 5 export templates.',
    );
    // Creating one: the message in the editor, which stays open.
    fireEvent.click(screen.getByTestId('template-new'));
    fireEvent.change(await screen.findByTestId('template-name'), { target: { value: 'Sixth' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('template-save'));
    });
    expect((await screen.findByTestId('template-error', {}, SLOW)).textContent).toContain(
      'Template limit exceeded: at most 5 export templates.',
    );
    expect(api.create).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('template-editor')).toBeTruthy();
  });

  it('asks before deleting a template', async () => {
    api.list.mockResolvedValue([DEFAULT, own(1)]);
    api.remove.mockResolvedValue(undefined);
    renderPage();
    fireEvent.click(await screen.findByTestId('template-delete', {}, SLOW));
    expect(api.remove).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('template-delete-ok'));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(own(1).id), SLOW);
  });
});
