import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * What a guest (visitor) sees on a member feature (platform.md §6): the spec's visitor message
 * and a way to sign in; the guard has already remembered this page as the redirect target.
 * Test ids: `visitor-message`, `visitor-sign-in`.
 */
export function VisitorNotice() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Result
      icon={<LockOutlined />}
      title={t('visitor.title')}
      subTitle={<span data-testid="visitor-message">{t('visitor.message')}</span>}
      style={{ padding: '48px 16px' }}
      extra={
        <Button type="primary" onClick={() => void navigate('/login')} data-testid="visitor-sign-in">
          {t('visitor.signIn')}
        </Button>
      }
    />
  );
}
