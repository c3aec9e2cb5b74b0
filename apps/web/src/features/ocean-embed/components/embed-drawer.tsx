import { Alert, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubscriptionDetail } from '../../ocean';
import { OceanInfoDrawer } from '../../ocean-detail';
import { maskNumber } from '../embed-view';
import type { EmbedLookupState } from '../hooks/use-embed-shipment';

export interface EmbedDrawerProps {
  businessNumber: string;
  detail: SubscriptionDetail | null;
  /** Why there may be no detail: shown above the bare number. */
  lookup: EmbedLookupState;
  maskReference: boolean;
  focusContainer: string | null;
  /** font= of the embed link; antd derives its other sizes from this one. */
  fontSize: number | null;
}

/**
 * The read-only info drawer of the embed, with the 'query not subscribed' notice of views.md §8.
 * The bare number is masked here too: it is the only thing shown when the key was invalid.
 */
export function EmbedDrawer({
  businessNumber,
  detail,
  lookup,
  maskReference,
  focusContainer,
  fontSize,
}: EmbedDrawerProps) {
  const { t } = useTranslation('ocean');
  const notice =
    lookup === 'missing' ? t('screen.notSubscribed') : businessNumber === '' ? t('screen.noNumber') : null;
  const content = (
    <div style={fontSize ? { fontSize } : undefined} data-testid="embed-drawer" data-lookup={lookup}>
      {notice && (
        <Alert
          type={lookup === 'missing' ? 'warning' : 'info'}
          showIcon
          message={notice}
          style={{ margin: 12, marginRight: 56 }}
          data-testid="embed-notice"
        />
      )}
      <OceanInfoDrawer
        detail={detail}
        businessNumber={maskReference ? maskNumber(businessNumber) : businessNumber}
        maskReference={maskReference}
        focusContainer={focusContainer ?? undefined}
        readOnly
        loading={lookup === 'loading'}
      />
    </div>
  );
  return fontSize ? <ConfigProvider theme={{ token: { fontSize } }}>{content}</ConfigProvider> : content;
}
