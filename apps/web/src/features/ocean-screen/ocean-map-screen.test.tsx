import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../app/locale/set-locale';
import { OceanMapScreen, type OceanMapScreenLayout } from './ocean-map-screen';

const realMatchMedia = window.matchMedia;

function setSmall(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

function renderScreen(props: { initiallyHidden?: boolean } = {}) {
  const layouts: OceanMapScreenLayout[] = [];
  render(
    <OceanMapScreen
      {...props}
      drawerWidth={380}
      drawer={
        <div>
          drawer body <img alt="logo" data-drawer-toggle="" data-testid="logo" />
        </div>
      }
      map={(layout) => {
        layouts.push(layout);
        return <div data-testid="map" />;
      }}
    />,
  );
  const state = () => screen.getByTestId('ocean-map-screen-layout').dataset.drawer;
  return { layouts, state };
}

function swipe(el: Element, from: number, to: number) {
  // jsdom has no PointerEvent constructor: a MouseEvent of the pointer type carries the fields read.
  const pointer = (type: string, x: number) => {
    const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: 300, button: 0 });
    return Object.assign(event, { pointerId: 1, pointerType: 'touch' });
  };
  fireEvent(el, pointer('pointerdown', from));
  // The gesture may end anywhere (over the map): its end is read on the window.
  window.dispatchEvent(pointer('pointerup', to));
}

describe('OceanMapScreen', () => {
  beforeEach(() => setLocale('en'));
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });

  it('toggles the drawer with the handle and tells the map its inset', () => {
    setSmall(false);
    const { layouts, state } = renderScreen();
    expect(state()).toBe('open');
    expect(layouts.at(-1)).toEqual({ open: true, small: false, leftInset: 380 });
    const handle = screen.getByTestId('drawer-handle');
    expect(handle.getAttribute('aria-label')).toBe('Hide details');
    act(() => fireEvent.click(handle));
    expect(state()).toBe('hidden');
    expect(layouts.at(-1)?.leftInset).toBe(0);
    expect(handle.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(handle));
    expect(state()).toBe('open');
  });

  it('starts hidden for showInfo=2 and keeps one map element throughout', () => {
    setSmall(false);
    const { state } = renderScreen({ initiallyHidden: true });
    const map = screen.getByTestId('map');
    expect(state()).toBe('hidden');
    act(() => fireEvent.click(screen.getByTestId('drawer-handle')));
    expect(state()).toBe('open');
    expect(screen.getByTestId('map')).toBe(map);
  });

  it('hides on a left swipe, shows on a right swipe, and toggles from the carrier logo', () => {
    setSmall(false);
    const { state } = renderScreen();
    const drawer = screen.getByTestId('ocean-map-screen-drawer');
    act(() => swipe(drawer, 300, 120));
    expect(state()).toBe('hidden');
    act(() => swipe(drawer, 10, 200));
    expect(state()).toBe('open');
    act(() => swipe(drawer, 300, 290));
    expect(state()).toBe('open');
    act(() => fireEvent.click(screen.getByTestId('logo')));
    expect(state()).toBe('hidden');
  });

  it('on a small screen shows a hidden drawer as a button that opens it full width', () => {
    setSmall(true);
    const { layouts, state } = renderScreen({ initiallyHidden: true });
    expect(screen.queryByTestId('drawer-handle')).toBeNull();
    act(() => fireEvent.click(screen.getByTestId('drawer-button')));
    expect(state()).toBe('open');
    expect(screen.queryByTestId('drawer-button')).toBeNull();
    expect(layouts.at(-1)).toEqual({ open: true, small: true, leftInset: 0 });
    act(() => fireEvent.click(screen.getByTestId('drawer-close')));
    expect(state()).toBe('hidden');
    expect(screen.getByTestId('drawer-button')).toBeTruthy();
  });

  it('reports changes to a controlling parent', () => {
    setSmall(false);
    const onOpenChange = vi.fn();
    render(<OceanMapScreen drawer="d" map="m" open onOpenChange={onOpenChange} />);
    act(() => fireEvent.click(screen.getByTestId('drawer-handle')));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
