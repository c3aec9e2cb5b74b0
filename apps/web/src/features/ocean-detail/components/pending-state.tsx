import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LazyAlert as Alert } from '../../../shared/ui/lazy-alert';
import type { RefreshState } from '../../ocean';

/** Subscribed, but the first refresh has not brought data yet: say so, and why if it failed. */
export function PendingState({ refresh }: { refresh: RefreshState | null }) {
  const { t } = useTranslation('oceanDetail');
  return (
    <div data-testid="detail-pending">
      <Alert
        type="info"
        showIcon
        icon={<LoadingOutlined />}
        title={t('pending.title')}
        description={t('pending.body')}
      />
      {refresh?.error && (
        <Alert
          style={{ marginTop: 8 }}
          type="warning"
          showIcon
          title={t('pending.error', { message: refresh.error.message })}
          data-testid="detail-refresh-error"
        />
      )}
    </div>
  );
}
