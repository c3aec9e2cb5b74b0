import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSandboxMessages } from '../../sandbox';

/**
 * After a code was sent: a link to the sandbox mailbox, shown only when the server answers the
 * sandbox call (embedded deployment), so codes can be read offline.
 */
export function SandboxLink({ to }: { to: string | null }) {
  const { t } = useTranslation('auth');
  const probe = useSandboxMessages(to, { limit: 1 });
  if (!to || !probe.isSuccess) return null;
  return (
    <a
      className="tl-sandbox-link"
      href={`/sandbox/mailbox?to=${encodeURIComponent(to)}`}
      target="_blank"
      rel="noreferrer"
      data-testid="sandbox-mailbox-link"
    >
      <InboxOutlined /> {t('code.sandbox')}
    </a>
  );
}
