import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../app/locale/i18n';
import NotFoundPage from './not-found-page';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/from', element: <p>previous page</p> },
      { path: '*', Component: NotFoundPage },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('not-found page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('says the page went missing, with home and back buttons', () => {
    renderAt(['/lost']);
    expect(screen.getByRole('heading', { name: 'This page went missing' })).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
    expect(screen.getByTestId('notfound-home').textContent).toContain('Back to home');
    expect(screen.getByTestId('notfound-back').textContent).toContain('Go back');
  });

  it('home goes to /', async () => {
    const router = renderAt(['/lost']);
    await act(async () => fireEvent.click(screen.getByTestId('notfound-home')));
    expect(router.state.location.pathname).toBe('/');
  });

  it('back returns to the previous page', async () => {
    const router = renderAt(['/from', '/lost']);
    await act(async () => fireEvent.click(screen.getByTestId('notfound-back')));
    expect(router.state.location.pathname).toBe('/from');
  });

  it('is translated', async () => {
    await act(async () => void (await i18n.changeLanguage('zh')));
    renderAt(['/lost']);
    expect(screen.getByRole('heading', { name: '页面走丢了' })).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('en')));
  });
});
