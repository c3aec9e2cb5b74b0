import { Alert, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { CreatedInvitation } from '../api/enterprise-types';
import { absoluteLink } from '../plan-usage';

/** A new invitation's link with a copy button and its expiry. Test ids: `invite-link`, `invite-expires`, `invite-done`. */
export function InviteLinkModal({
  created,
  onClose,
}: {
  created: CreatedInvitation | null;
  onClose(): void;
}) {
  const { t } = useTranslation('enterprise');
  const link = created ? absoluteLink(created.url, window.location.origin) : '';
  return (
    <Modal
      open={created !== null}
      title={t('invitations.createdTitle')}
      onOk={onClose}
      onCancel={onClose}
      okText={t('actions.done')}
      okButtonProps={{ 'data-testid': 'invite-done' } as never}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      {created && (
        <>
          <Alert
            type="info"
            showIcon
            title={t(`invitations.hint.${created.kind}`)}
            style={{ marginBottom: 16 }}
          />
          <Typography.Paragraph
            copyable={{ text: link, tooltips: [t('actions.copy'), t('actions.copied')] }}
            className="tl-invite-link"
          >
            <span data-testid="invite-link">{link}</span>
          </Typography.Paragraph>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('invitations.kind')}>
              {t(`invitations.kinds.${created.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('invitations.expires')}>
              <ZonedTimeText at={created.expiresAt} testId="invite-expires" />
            </Descriptions.Item>
          </Descriptions>
        </>
      )}
    </Modal>
  );
}
