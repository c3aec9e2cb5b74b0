import { BellOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { useAccessTokenValid } from '../../../app/session/use-access-token-valid';
import { useNoticesLive, useUnreadNotices } from '../hooks/use-unread-notices';
import './notice-bell.css';

// The dropdown (notices, antd's list pieces, the feature's strings) loads on the first open.
const NoticeBellPanel = lazy(() => import('./notice-bell-panel'));

/** "99+" past two digits, so the badge keeps its size. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's bell for a signed-in member (not a guest): the unread count as a badge, kept live
 * by the `notices.changed` push, and a dropdown with the latest notices, "mark all read" and "see
 * all". Test ids: `notice-bell`, `notice-bell-count`, `notice-bell-panel`.
 */
export function NoticeBell() {
  const valid = useAccessTokenValid();
  const normal = useSession((s) => s.loginType === 'normal');
  if (!valid || !normal) return null;
  return <MemberBell />;
}

function MemberBell() {
  const { t } = useTranslation();
  const unread = useUnreadNotices().data?.unread ?? 0;
  useNoticesLive();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  // A followed link (a shipment, "see all") closes the dropdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label = unread > 0 ? t('notices.bellUnread', { count: unread }) : t('notices.bell');
  return (
    <div className="tl-bell" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="tl-header-button tl-bell-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notice-bell"
        data-unread={unread}
        onClick={() => setOpen((o) => !o)}
      >
        <BellOutlined />
        {unread > 0 && (
          <span className="tl-bell-count" data-testid="notice-bell-count" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <div className="tl-bell-panel" id={panelId} data-testid="notice-bell-panel">
          <Suspense fallback={<div className="tl-bell-loading" />}>
            <NoticeBellPanel unread={unread} onClose={close} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
