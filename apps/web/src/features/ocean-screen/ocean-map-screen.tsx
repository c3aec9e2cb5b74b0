import { LeftOutlined, MenuUnfoldOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSmallScreen } from './use-small-screen';
import { useSwipe } from './use-swipe';
import './ocean-map-screen.css';

/** What the map needs to know about the drawer lying over it. */
export interface OceanMapScreenLayout {
  open: boolean;
  small: boolean;
  /** Pixels of the map covered on the left: fit routes beside the drawer, not under it. */
  leftInset: number;
}

/**
 * The map screen layout shared by /ocean/detail and the embedded /map/ocean: the map fills the
 * screen, the info drawer lies over its left side (so toggling it never resizes the map: no
 * layout shift), collapses by click and by swipe, and at 768 px or less a hidden drawer shows
 * as a small button.
 */
export interface OceanMapScreenProps {
  drawer: ReactNode;
  /** The map, or a function of the layout when it needs the drawer's inset. */
  map: ReactNode | ((layout: OceanMapScreenLayout) => ReactNode);
  /** showInfo=2: the drawer starts hidden. */
  initiallyHidden?: boolean;
  /** Drawer width on desktop, px (full width up to the small-screen breakpoint). */
  drawerWidth?: number;
  /** Controlled open state; leave unset to let the screen keep it. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

export const DEFAULT_DRAWER_WIDTH = 400;

/** Attribute that turns any element inside the drawer (e.g. the carrier logo) into a toggle. */
export const DRAWER_TOGGLE_ATTRIBUTE = 'data-drawer-toggle';

export function OceanMapScreen({
  drawer,
  map,
  initiallyHidden = false,
  drawerWidth = DEFAULT_DRAWER_WIDTH,
  open: controlled,
  onOpenChange,
}: OceanMapScreenProps) {
  const { t } = useTranslation('ocean');
  const small = useSmallScreen();
  const [own, setOwn] = useState(!initiallyHidden);
  const open = controlled ?? own;
  const setOpen = useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const swipe = useSwipe((direction) => setOpen(direction === 'right'));
  const onDrawerClick = (event: MouseEvent) => {
    if ((event.target as Element).closest?.(`[${DRAWER_TOGGLE_ATTRIBUTE}]`)) setOpen(!open);
  };
  // A toggle that is not a native button (a logo with role="button") needs its keys handled.
  const onDrawerKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    if (!target.hasAttribute?.(DRAWER_TOGGLE_ATTRIBUTE) || target.tagName === 'BUTTON') return;
    event.preventDefault();
    setOpen(!open);
  };
  const layout: OceanMapScreenLayout = { open, small, leftInset: open && !small ? drawerWidth : 0 };
  const label = t(open ? 'screen.hideDrawer' : 'screen.showDrawer');

  return (
    <div
      className={`tl-oms${small ? ' tl-oms--small' : ''}`}
      data-testid="ocean-map-screen-layout"
      data-drawer={open ? 'open' : 'hidden'}
    >
      <div className="tl-oms__map" data-testid="ocean-map-screen-map">
        {typeof map === 'function' ? map(layout) : map}
      </div>
      <aside
        className={`tl-oms__drawer${open ? ' is-open' : ''}`}
        style={small ? undefined : { width: drawerWidth }}
        data-testid="ocean-map-screen-drawer"
        {...swipe}
        onClick={onDrawerClick}
        onKeyDown={onDrawerKeyDown}
      >
        {/* Hidden content stays mounted (open panels survive a toggle) but out of the tab order. */}
        <div className="tl-oms__body" inert={!open}>
          {drawer}
        </div>
        {small ? (
          open && (
            <Button
              className="tl-oms__close"
              shape="circle"
              icon={<LeftOutlined />}
              aria-label={label}
              data-testid="drawer-close"
              onClick={() => setOpen(false)}
            />
          )
        ) : (
          <button
            type="button"
            className="tl-oms__handle"
            aria-label={label}
            aria-expanded={open}
            title={label}
            data-testid="drawer-handle"
            onClick={() => setOpen(!open)}
          >
            {open ? <LeftOutlined /> : <RightOutlined />}
          </button>
        )}
      </aside>
      {small && !open && (
        <Button
          className="tl-oms__button"
          type="primary"
          shape="circle"
          size="large"
          icon={<MenuUnfoldOutlined />}
          aria-label={label}
          data-testid="drawer-button"
          onClick={() => setOpen(true)}
          {...swipe}
        />
      )}
    </div>
  );
}
