import {
  Fragment,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import './popup-menu.css';

export interface PopupMenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** A link target; without one the item calls onSelect. */
  to?: string;
  disabled?: boolean;
  danger?: boolean;
  /** A line above this item. */
  divided?: boolean;
}

export interface PopupMenuProps {
  /** The trigger's content; the trigger itself is a button owned by the menu. */
  children: ReactNode;
  items: readonly PopupMenuItem[];
  onSelect?: (key: string) => void;
  /** Keys shown as chosen (the current language). */
  selectedKeys?: readonly string[];
  /** Which edge of the trigger the list lines up with. */
  align?: 'start' | 'end';
  /** Also open while the pointer rests on the trigger (the header navigation). */
  hover?: boolean;
  triggerClassName?: string;
  triggerProps?: Record<`data-${string}` | `aria-${string}`, string | undefined>;
}

const HOVER_CLOSE_MS = 150;

/**
 * A small accessible menu button (WAI-ARIA menu button pattern) for the header: the language
 * switch, the account menu and the navigation groups. Ant Design's Dropdown and Menu did this
 * before; they weighed about 20 KB gzip on every page's first load for three short lists.
 */
export function PopupMenu({
  children,
  items,
  onSelect,
  selectedKeys = [],
  align = 'start',
  hover = false,
  triggerClassName = '',
  triggerProps,
}: PopupMenuProps) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by the pointer resting on it: a click then keeps it open rather than closing it. */
  const byHover = useRef(false);
  const id = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  // Outside clicks and taps close the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => {
    if (!open || !focusFirst.current) return;
    focusFirst.current = false;
    itemsOf(list.current)[0]?.focus();
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
      if (open) itemsOf(list.current)[0]?.focus();
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const all = itemsOf(list.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(all.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = (item: PopupMenuItem) => {
    if (item.disabled) return;
    setOpen(false);
    onSelect?.(item.key);
  };

  const hoverProps = hover
    ? {
        onPointerEnter: (event: { pointerType: string }) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(closeTimer.current);
          if (!open) byHover.current = true;
          setOpen(true);
        },
        onPointerLeave: (event: { pointerType: string }) => {
          if (event.pointerType !== 'mouse') return;
          closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_MS);
        },
      }
    : {};

  return (
    <div ref={wrapper} className={`tl-popup${open ? ' is-open' : ''}`} {...hoverProps}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          if (byHover.current && open) byHover.current = false;
          else setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
        {...triggerProps}
      >
        {children}
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          className={`tl-popup-list tl-popup-list--${align}`}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.divided && <hr className="tl-popup-divider" />}
              <MenuEntry
                item={item}
                selected={selectedKeys.includes(item.key)}
                onChoose={() => choose(item)}
              />
            </Fragment>
          ))}
        </div>
      )}
    </div>
  );
}

function MenuEntry({
  item,
  selected,
  onChoose,
}: {
  item: PopupMenuItem;
  selected: boolean;
  onChoose: () => void;
}) {
  const className = [
    'tl-popup-item',
    selected && 'is-selected',
    item.danger && 'is-danger',
    item.disabled && 'is-disabled',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {item.icon && <span className="tl-popup-icon">{item.icon}</span>}
      {item.label}
    </>
  );
  if (item.to && !item.disabled)
    return (
      <Link role="menuitem" tabIndex={-1} to={item.to} className={className} onClick={onChoose}>
        {content}
      </Link>
    );
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-disabled={item.disabled || undefined}
      aria-current={selected || undefined}
      onClick={onChoose}
    >
      {content}
    </button>
  );
}

function itemsOf(list: HTMLDivElement | null): HTMLElement[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')];
}
