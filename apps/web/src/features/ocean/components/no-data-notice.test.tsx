import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { NoDataState } from '@tracklane/domain';
import { App } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/locale/i18n';
import { NoDataNotice } from './no-data-notice';

function renderNotice(noData: NoDataState) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <App>
        <NoDataNotice item={{ id: 's1', noData }} />
      </App>
    </QueryClientProvider>,
  );
}

const state: NoDataState = {
  reason: 'not-found-yet',
  nextCheckAt: '2099-01-01T00:00:00.000Z',
  checkRequestedAt: null,
  checkPending: false,
};

describe('NoDataNotice', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('offers "check now" when no check waits', () => {
    renderNotice(state);
    const button = screen.getByTestId('nodata-check-now');
    expect(button.getAttribute('data-checking')).toBe('false');
    expect(button.textContent).toBe('Check now');
  });

  it('still says "Checking…" after a reload while the asked check has not run', () => {
    // A fresh mount is what a reload gives: no memory of the click, only the server's item.
    renderNotice({ ...state, checkRequestedAt: '2026-11-27T07:00:00.000Z', checkPending: true });
    const button = screen.getByTestId('nodata-check-now');
    expect(button.getAttribute('data-checking')).toBe('true');
    expect(button.textContent).toBe('Checking…');
  });

  it('offers it again once the check has run', () => {
    renderNotice({ ...state, checkRequestedAt: '2026-11-27T07:00:00.000Z', checkPending: false });
    expect(screen.getByTestId('nodata-check-now').getAttribute('data-checking')).toBe('false');
  });
});
