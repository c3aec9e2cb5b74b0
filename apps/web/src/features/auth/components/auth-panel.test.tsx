import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/locale/i18n';
import { RequestError } from '../../../app/request/request-types';
import { useSession } from '../../../app/session/session-store';
import { AuthPanel } from './auth-panel';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../app/request', () => ({ request }));

const ok = (data: unknown) => ({ statusCode: 20000, message: 'success', data });
const TOKEN = { accessToken: 'tok-1', expiresIn: 3600, loginType: 'normal', tokenType: 'write' };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: AuthPanel },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

// Cold antd renders are slow on a shared 2-core machine.
describe('sign-in panel', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.getState().clearUser();
    request.mockReset();
    await i18n.changeLanguage('en');
  });

  it('signs in with account and password and lands on the remembered page', async () => {
    useSession.getState().setRedirectAfterLogin('/container?billNumber=X');
    request.mockResolvedValue(ok(TOKEN));
    const router = renderAt('/login');
    type('login-username', ' alice ');
    type('login-password', 'secret1');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/container'), { timeout: 5000 });
    expect(request).toHaveBeenCalledWith({
      url: '/auth/user/token',
      params: { username: 'alice', password: 'secret1', clientId: undefined },
      silent: true,
    });
    expect(useSession.getState()).toMatchObject({
      accessToken2: 'tok-1',
      writeToken: 'tok-1',
      loginType: 'normal',
      redirectAfterLogin: null,
    });
  });

  it("shows the server's message for a wrong password", async () => {
    request.mockRejectedValue(new RequestError('status', 'wrong account or password', { statusCode: 40101 }));
    renderAt('/login');
    type('login-username', 'alice');
    type('login-password', 'nope123');
    await act(async () => fireEvent.click(screen.getByTestId('login-submit')));
    expect((await screen.findByTestId('login-error')).textContent).toContain('wrong account or password');
    expect(useSession.getState().accessToken2).toBeNull();
  });

  it('sends the enterprise code as clientId', async () => {
    request.mockResolvedValue(ok(TOKEN));
    renderAt('/login?tab=enterprise');
    type('enterprise-client-id', 'BH001');
    type('enterprise-username', 'bob');
    type('enterprise-password', 'secret1');
    await act(async () => fireEvent.click(screen.getByTestId('enterprise-submit')));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith(
        expect.objectContaining({ params: { username: 'bob', password: 'secret1', clientId: 'BH001' } }),
      ),
    );
  });

  it('sends a login code to an e-mail address and counts down before a resend', async () => {
    request.mockResolvedValue(ok({ expiresIn: 600, resendAfter: 60 }));
    renderAt('/login?tab=code');
    type('code-login-number', 'a@b.co');
    await act(async () => fireEvent.click(screen.getByTestId('code-login-send')));
    await waitFor(() =>
      expect(request).toHaveBeenCalledWith({
        url: '/auth/sendCode',
        method: 'POST',
        data: { number: 'a@b.co', category: 'email', type: 'login' },
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('code-login-send').textContent).toMatch(/Resend in (60|59) s/),
    );
    expect(screen.getByTestId('code-login-send').hasAttribute('disabled')).toBe(true);
  });

  it('checks the registration form before calling the server', async () => {
    renderAt('/login?view=register');
    type('register-number', 'not-an-email');
    type('register-password', '123');
    type('register-confirm', '456');
    await act(async () => fireEvent.click(screen.getByTestId('register-submit')));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('The password must be 6 to 16 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(request).not.toHaveBeenCalled();
  });

  it('switches between sign-in, registration and forgot password through the query', async () => {
    const router = renderAt('/login?billNumber=X');
    await act(async () => fireEvent.click(screen.getByTestId('link-register')));
    expect(router.state.location.search).toBe('?billNumber=X&view=register');
    expect(screen.getByTestId('register-submit')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('link-signin')));
    await act(async () => fireEvent.click(screen.getByTestId('link-forgot')));
    expect(screen.getByTestId('forgot-submit')).toBeTruthy();
  });
});
