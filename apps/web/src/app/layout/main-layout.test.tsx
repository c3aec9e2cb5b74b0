import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../locale/i18n';
import { setLocale } from '../locale/set-locale';
import { useSession } from '../session/session-store';
import { MainLayout } from './main-layout';
import { hasPage } from './site-map';

function renderLayout(entry = '/') {
  const router = createMemoryRouter(
    [{ path: '/', Component: MainLayout, children: [{ index: true, element: <p>page body</p> }] }],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
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

  it('rewrites a ?lang= in the address when switching, so a reload keeps the choice', async () => {
    const router = renderLayout('/?lang=en&x=1');
    await act(async () => fireEvent.click(screen.getByTestId('lang-switch')));
    await act(async () => fireEvent.click(await screen.findByTestId('lang-option-jp')));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('lang')).toBe('jp');
    expect(params.get('x')).toBe('1');
  });

  it('has a footer menu with the developer links', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('OpenAPI JSON').getAttribute('href')).toBe('/documentation/json');
    expect(within(footer).getByText('API reference').getAttribute('href')).toBe('/documentation');
    // Pages not built yet (airlines, truck tracking) are left out rather than shown dead.
    expect(within(footer).queryByText('Airlines')).toBeNull();
    expect(within(footer).queryByText('Truck tracking')).toBeNull();
    for (const link of within(footer).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/') && !href.startsWith('/documentation') && !href.startsWith('/#'))
        expect(hasPage(href), href).toBe(true);
    }
  });

  it('shows the page alone in SDK mode', () => {
    useSession.getState().setVisit({ sdk: true });
    renderLayout();
    expect(screen.getByText('page body')).toBeTruthy();
    expect(screen.queryByTestId('lang-switch')).toBeNull();
  });
});
