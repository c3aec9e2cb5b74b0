import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../app/locale/i18n';
import SandboxMailboxPage from './mailbox-page';

function renderWithAnswer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );
  const router = createMemoryRouter([{ path: '/sandbox/mailbox', Component: SandboxMailboxPage }], {
    initialEntries: ['/sandbox/mailbox?to=a@b.co'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sandbox mailbox page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await i18n.loadNamespaces('sandbox');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the inbox is read on the server’s machine when the server refuses a remote caller', async () => {
    renderWithAnswer(403, {
      statusCode: 40300,
      message: 'The sandbox inbox can only be read on the server’s own machine',
      data: { reason: 'sandbox-loopback-only' },
    });
    expect((await screen.findByTestId('mailbox-unavailable')).textContent).toContain(
      "can only be read on the server's own machine",
    );
  });

  it('says there is no sandbox inbox when real providers are configured (40400)', async () => {
    renderWithAnswer(404, { statusCode: 40400, message: 'Wrong link', data: null });
    expect((await screen.findByTestId('mailbox-unavailable')).textContent).toContain(
      'real mail and SMS providers are configured',
    );
  });
});
