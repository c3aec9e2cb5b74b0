import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../app/locale/i18n';
import HomePage from './home-page';

describe('landing page', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('shows the marketing claims, products, pricing anchor, API docs and disabled cases', () => {
    const router = createMemoryRouter([{ path: '/', Component: HomePage }]);
    const { container } = render(<RouterProvider router={router} />);
    for (const claim of ['100+', '3000+', '800+', '6 months', '5 years', '8 weeks', '3 months']) {
      expect(screen.getByText(claim)).toBeTruthy();
    }
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/container', '/booking', '/ais-vessel']));
    // Truck tracking has no page yet: no card leads to the not-found page.
    expect(hrefs).not.toContain('/truck');
    expect(hrefs.filter((h) => h?.startsWith('/api#'))).toHaveLength(6);
    expect(container.querySelector('#pricing')).not.toBeNull();
    expect(container.querySelectorAll('.tl-case[aria-disabled="true"]')).toHaveLength(4);
  });
});
