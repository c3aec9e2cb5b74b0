/** The notifications feature's public API: what other rooms may import from it (apps/web/LAYERS.md). */
export { NoticeBell } from './components/notice-bell';
export { useNotificationRule } from './hooks/use-notification-rule';
export { useUnreadNotices } from './hooks/use-unread-notices';
