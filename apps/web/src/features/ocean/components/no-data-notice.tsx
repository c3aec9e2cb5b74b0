import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../app/request';
import { useTimeFormat } from '../../../shared/time/zoned-time';
import type { SubscriptionItem } from '../api/ocean-types';
import { useCheckNow } from '../hooks/use-check-now';
import './no-data-notice.css';

/**
 * A shipment without data, never a bare "No data": why (from its last poll), when it is checked
 * next, and "check now" (once per 5 minutes; a click too soon shows the server's sentence).
 * Shown in the list's status cell, the phone card and the detail drawer. "Checking…" follows the
 * item's `checkPending`, so a reload still shows a check that has not run yet.
 */
export function NoDataNotice({
  item,
  readOnly = false,
  compact = false,
}: {
  item: Pick<SubscriptionItem, 'id' | 'noData'>;
  readOnly?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('ocean');
  const checkNow = useCheckNow();
  // The request this page made, until the server's item reports it (then its checkPending rules).
  const [asked, setAsked] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  // A next check happens at no port: the user's chosen zone, labelled (docs/times.md).
  const { time } = useTimeFormat();
  const state = item.noData;
  if (!state) return null;
  const next = time(state.nextCheckAt);
  const due = state.nextCheckAt !== null && Date.parse(state.nextCheckAt) <= Date.now();
  // "Checking…" while the check asked (here or before a reload, by anyone) has not run yet.
  const checking = state.checkPending || (asked !== null && asked !== state.checkRequestedAt);
  const onClick = () => {
    setRefused(null);
    checkNow.mutate(item.id, {
      onSuccess: (result) => setAsked(result.checkRequestedAt),
      onError: (error) =>
        setRefused(
          error instanceof RequestError ? (error.envelope?.message ?? error.message) : t('noData.failed'),
        ),
    });
  };
  return (
    <div
      className={compact ? 'tl-nodata tl-nodata-compact' : 'tl-nodata'}
      data-testid={`nodata-${item.id}`}
      data-reason={state.reason}
    >
      <div className="tl-nodata-reason" data-testid="nodata-reason">
        {t(`noData.reason.${state.reason}`)}
      </div>
      <div className="tl-nodata-next" data-testid="nodata-next">
        {!next
          ? t('noData.noNextCheck')
          : due
            ? t('noData.nextCheckSoon')
            : t('noData.nextCheck', { time: `${next.text} ${next.zone}` })}
      </div>
      {!readOnly && (
        <Button
          size="small"
          onClick={onClick}
          loading={checkNow.isPending}
          data-testid="nodata-check-now"
          data-checking={checking ? 'true' : 'false'}
          // The server took this page's request (the check may have run already).
          data-asked={asked !== null ? 'true' : 'false'}
        >
          {checking ? t('noData.checking') : t('noData.checkNow')}
        </Button>
      )}
      {refused && (
        <div className="tl-nodata-refused" role="alert" data-testid="nodata-refused">
          {refused}
        </div>
      )}
    </div>
  );
}
