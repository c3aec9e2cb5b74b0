import type { PopoverProps, TooltipProps } from 'antd';
import { type ReactElement, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';

type Tips = typeof import('./antd-tips');

let tips: Tips | null = null;
let loading: Promise<Tips> | null = null;
const listeners = new Set<() => void>();

/** Fetches antd's Tooltip and Popover once, when some tip is first wanted. */
function loadTips(): Promise<Tips> {
  loading ??= import('./antd-tips').then((loaded) => {
    tips = loaded;
    for (const listener of listeners) listener();
    return loaded;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

function useTips(): Tips | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => tips,
  );
}

interface HoverTipProps {
  /** The tip's text (tooltip) or its body (popover). */
  content: ReactNode;
  /** A popover has a title and room for a list (the ETA history); a tooltip one line. */
  kind?: 'tooltip' | 'popover';
  title?: ReactNode;
  /** The element the tip belongs to: it must take a ref and pointer/focus handlers (antd's rule). */
  children: ReactElement;
  tooltip?: Omit<TooltipProps, 'title' | 'children'>;
  popover?: Omit<PopoverProps, 'content' | 'title' | 'children'>;
}

/**
 * Ant Design's Tooltip or Popover, fetched the first time a tip is wanted (pointer over it, focus,
 * tap) rather than with the page: hover help is never needed to show a page, and antd's overlay
 * machinery weighs about 17 KB gzip. The tip that caused the fetch opens as soon as it arrives,
 * if the pointer or focus is still there.
 */
export function HoverTip({ content, kind = 'tooltip', title, children, tooltip, popover }: HoverTipProps) {
  const loaded = useTips();
  const host = useRef<HTMLSpanElement>(null);
  const [wanted, setWanted] = useState(false);
  const inside = useRef(false);
  const focused = useRef(false);

  // Once loaded, the child is remounted inside antd's component; keep its focus.
  useEffect(() => {
    if (loaded && wanted && focused.current)
      host.current?.querySelector<HTMLElement>('a, button, [tabindex]')?.focus();
  }, [loaded, wanted]);

  if (content === null || content === undefined || content === '') return children;
  if (loaded) {
    const open = wanted && inside.current ? { defaultOpen: true } : {};
    return (
      <span ref={host} className="tl-tip-host">
        {kind === 'popover' ? (
          <loaded.Popover content={content} title={title} {...open} {...popover}>
            {children}
          </loaded.Popover>
        ) : (
          <loaded.Tooltip title={content} {...open} {...tooltip}>
            {children}
          </loaded.Tooltip>
        )}
      </span>
    );
  }
  const want = () => {
    inside.current = true;
    setWanted(true);
    void loadTips();
  };
  return (
    // Intent on the child (pointer over it, focus, a tap) fetches the tips; events reach this
    // layout-less wrapper by bubbling. The child stays the control a user meets.
    // biome-ignore lint/a11y/noStaticElementInteractions: listens on behalf of its child.
    <span
      ref={host}
      className="tl-tip-host"
      onMouseOver={want}
      onMouseOut={(event) => {
        if (!host.current?.contains(event.relatedTarget as Node | null)) inside.current = false;
      }}
      onFocus={() => {
        focused.current = true;
        want();
      }}
      onBlur={() => {
        focused.current = false;
        inside.current = false;
      }}
      onTouchStart={want}
    >
      {children}
    </span>
  );
}
