import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { StatusCode } from '@tracklane/domain';
import { Alert, Empty, Input, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RequestError } from '../../app/request';
import { useSandboxMessages } from '../../features/sandbox/hooks/use-sandbox-messages';
import './mailbox.css';
import { ZonedTimeText } from '../../shared/time/zoned-time';

/**
 * /sandbox/mailbox?to=: what the embedded sandbox's SMTP server and SMS connector received, so
 * codes can be read offline. Refreshes every few seconds. The server answers callers on its own
 * machine only (unless SANDBOX_PUBLIC): others are told so (40300). Test ids: `mailbox-to`,
 * `mailbox-message`, `mailbox-unavailable`.
 */
export default function SandboxMailboxPage() {
  const { t } = useTranslation('sandbox');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const messages = useSandboxMessages(to.trim() || null, { poll: true });

  return (
    <section className="tl-mailbox">
      <h1>{t('title')}</h1>
      <p className="tl-mailbox-intro">{t('intro')}</p>
      <Input.Search
        defaultValue={to}
        allowClear
        enterButton={t('show')}
        placeholder={t('placeholder')}
        onSearch={(value) => setParams(value.trim() ? { to: value.trim() } : {})}
        data-testid="mailbox-to"
      />
      {messages.isError && (
        <Alert
          className="tl-mailbox-alert"
          type="info"
          showIcon
          title={t(isLoopbackOnly(messages.error) ? 'loopbackOnly' : 'unavailable')}
          data-testid="mailbox-unavailable"
        />
      )}
      {!to && <Empty className="tl-mailbox-alert" description={t('enterAddress')} />}
      {messages.data && (
        <List
          className="tl-mailbox-list"
          dataSource={messages.data}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          renderItem={(m) => (
            <List.Item data-testid="mailbox-message">
              <List.Item.Meta
                avatar={m.channel === 'email' ? <MailOutlined /> : <MessageOutlined />}
                title={
                  <span>
                    <Tag>{m.channel === 'email' ? t('email') : t('sms')}</Tag>
                    {m.subject ?? m.to}
                  </span>
                }
                description={<ZonedTimeText at={m.receivedAt} />}
              />
              <pre className="tl-mailbox-text">{m.text}</pre>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}

/** The server refused because the caller is not on its machine (routes/sandbox/loopback-only.ts). */
function isLoopbackOnly(error: unknown): boolean {
  return error instanceof RequestError && error.statusCode === StatusCode.NO_PERMISSION;
}
