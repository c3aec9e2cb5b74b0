import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LangSwitch } from '../../app/layout/lang-switch';
import { RequestError } from '../../app/request';
import { SharedShipments, useSharedView } from '../../features/sharing';
import '../../features/sharing/components/sharing.css';

/**
 * /s/:token — the public page of a share link (issue 22): the shipments read-only, phone first,
 * no sign-in. A revoked, expired or unknown link (40400) shows "Wrong link".
 * Test ids: `shared-page`, `shared-wrong-link`, `shared-shipment`.
 */
export default function SharedLinkPage() {
  const { t } = useTranslation('sharing');
  const token = useParams().token ?? '';
  const view = useSharedView(token);
  const wrong = view.error instanceof RequestError && view.error.statusCode === 40400;

  return (
    <div className="tl-shared" data-testid="shared-page">
      <header className="tl-shared-top">
        <Link to="/" className="tl-shared-brand">
          Tracklane
        </Link>
        <LangSwitch />
      </header>
      <main className="tl-shared-main">
        {view.isLoading ? (
          <Skeleton active paragraph={{ rows: 10 }} />
        ) : wrong || !token ? (
          <Result
            className="tl-shared-wrong"
            status="404"
            title={<span data-testid="shared-wrong-link">{t('page.wrongLink')}</span>}
            subTitle={t('page.wrongLinkHint')}
            extra={
              <Link to="/">
                <Button type="primary">{t('page.home')}</Button>
              </Link>
            }
          />
        ) : view.error || !view.data ? (
          <Result
            status="warning"
            title={t('page.loadError')}
            subTitle={view.error?.message}
            extra={<Button onClick={() => void view.refetch()}>{t('page.retry')}</Button>}
          />
        ) : (
          <SharedShipments view={view.data} />
        )}
      </main>
    </div>
  );
}
