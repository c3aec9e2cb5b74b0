import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session/session-store';
import { NoDataNotice, type SubscriptionDetail } from '../../ocean';
import { maskReference } from '../model/mask-reference';
import { ContainerTimeline } from './container-timeline';
import { DrawerHeader } from './drawer-header';
import { DrawerSkeleton } from './drawer-skeleton';
import { PendingState } from './pending-state';
import { RemarkField } from './remark-field';
import { RouteSummary } from './route-summary';
import { TerminalSection } from './terminal-section';
import { WarningsList } from './warnings-list';
import './ocean-detail.css';

/**
 * The ocean info drawer of views.md §2: carrier logo, business number, cancelled-booking tag,
 * origin/destination, STD/STA, ETD/ATD, ETA/ATA (+ ETA history on hover), delay and duration
 * days, remark, last-update age, terminal panels and per-container timelines.
 * Used by /ocean/detail and the embedded /map/ocean.
 */
export interface OceanInfoDrawerProps {
  /** Null while loading, or when the number could not be looked up (then only `businessNumber`). */
  detail: SubscriptionDetail | null;
  /** Shown when there is no detail (e.g. 'query key invalid' on the embedded screen). */
  businessNumber?: string;
  /** hiddenReference=1: numbers shown masked with asterisks. */
  maskReference?: boolean;
  /** containerNumber query: this container's timeline opens first. */
  focusContainer?: string;
  /** Embedded/shared views: no remark editing, no terminal subscribe, no plate editing. */
  readOnly?: boolean;
  /** A share link's page: no remark section at all (the link never carries the owner's remark). */
  hideRemark?: boolean;
  loading?: boolean;
  /** Shown under the number when there is no detail (e.g. the load error). */
  notice?: ReactNode;
  /** The member's own list, linked above the header (not in shared or embedded views). */
  backTo?: string;
}

export function OceanInfoDrawer({
  detail,
  businessNumber,
  maskReference: masked = false,
  focusContainer,
  readOnly = false,
  hideRemark = false,
  loading = false,
  notice,
  backTo,
}: OceanInfoDrawerProps) {
  const { t } = useTranslation('oceanDetail');
  const language = useSession((s) => s.language);
  const back = backTo ? (
    <Link to={backTo} className="tl-od-back" data-testid="detail-back-to-list">
      <ArrowLeftOutlined /> {t('backToList')}
    </Link>
  ) : null;

  if (!detail)
    return (
      <div className="tl-od" data-testid="ocean-info-drawer">
        {back}
        {businessNumber && (
          <div className="tl-od-number" data-testid="detail-business-number">
            {maskReference(businessNumber, masked)}
          </div>
        )}
        {loading ? <DrawerSkeleton rows={8} /> : notice}
      </div>
    );

  const { shipment, subscription } = detail;
  return (
    <div className="tl-od" data-testid="ocean-info-drawer" data-ready={shipment ? 'true' : 'false'}>
      {back}
      <DrawerHeader detail={detail} shipment={shipment} masked={masked} language={language} />
      {subscription.noData ? (
        <NoDataNotice item={subscription} readOnly={readOnly} />
      ) : (
        !shipment && <PendingState refresh={detail.refresh} />
      )}
      {shipment && (
        <>
          <RouteSummary shipment={shipment} language={language} />
          {!hideRemark && (
            <section>
              <h3 className="tl-od-section-title">{t('remark.label')}</h3>
              <RemarkField id={subscription.id} remark={subscription.remark} readOnly={readOnly} />
            </section>
          )}
          <WarningsList warnings={shipment.warnings} language={language} masked={masked} />
          <TerminalSection shipment={shipment} language={language} />
          <ContainerTimeline
            shipment={shipment}
            subscription={subscription}
            language={language}
            masked={masked}
            readOnly={readOnly}
            focusContainer={focusContainer}
          />
        </>
      )}
    </div>
  );
}
