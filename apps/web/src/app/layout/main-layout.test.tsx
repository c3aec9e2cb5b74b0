import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../locale/i18n';
import { setLocale } from '../locale/set-locale';
import { useSession } from '../session/session-store';
import { MainLayout } from './main-layout';

function renderLayout() {
  const router = createMemoryRouter(
    [{ path: '/', Component: MainLayout, children: [{ index: true, element: <p>page body</p> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('main layout', () => {
  beforeEach(() => {
    localStorage.clear();
    useSession.getState().setVisit({ sdk: false, sdkDialog: false });
    setLocale('en');
  });

  it('switches the language from the header', async () => {
    renderLayout();
    expect(screen.getByTestId('lang-switch').textContent).toContain('English');
    await act(async () => fireEvent.click(screen.getByTestId('lang-switch')));
    await act(async () => fireEvent.click(await screen.findByTestId('lang-option-jp')));
    expect(useSession.getState().language).toBe('jp');
    expect(i18n.language).toBe('jp');
    expect(screen.getByTestId('lang-switch').textContent).toContain('日本語');
  });

  it('has a footer menu with the developer links', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('OpenAPI JSON').getAttribute('href')).toBe('/documentation/json');
    expect(within(footer).getByText('API reference').getAttribute('href')).toBe('/documentation');
    expect(within(footer).getByText('Airlines').tagName).toBe('LI');
  });

  it('shows the page alone in SDK mode', () => {
    useSession.getState().setVisit({ sdk: true });
    renderLayout();
    expect(screen.getByText('page body')).toBeTruthy();
    expect(screen.queryByTestId('lang-switch')).toBeNull();
  });
});
