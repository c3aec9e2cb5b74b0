import { Alert, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNotificationRule } from '../hooks/use-notification-rule';
import { NotificationSettingsForm } from './notification-settings-form';
import { NotificationUsageCard } from './notification-usage-card';
import { RuleSourceNotice } from './rule-source-notice';

/**
 * The notification settings page's body: the rule's form, then this month's usage. A member
 * following the organisation's rule sees it read-only until they choose "use my own rule"; their
 * own rule then starts from it without its addresses (the organisation's mailbox is told once
 * already, not again through each member).
 */
export function NotificationSettings() {
  const rule = useNotificationRule();
  const [editingOwn, setEditingOwn] = useState(false);
  const following = rule.data?.source === 'organization';
  const source = rule.data?.source;
  // A save or a reset changes where the rule comes from: the page starts over from there.
  useEffect(() => {
    if (source) setEditingOwn(false);
  }, [source]);
  const shown = useMemo(
    () =>
      rule.data && following && editingOwn
        ? { ...rule.data, channels: { ...rule.data.channels, email: false }, emails: [] }
        : rule.data,
    [rule.data, following, editingOwn],
  );
  return (
    <>
      {rule.isError && <Alert type="error" showIcon title={rule.error.message} />}
      {rule.isLoading && <Skeleton active />}
      {rule.data && shown && (
        <NotificationSettingsForm
          rule={shown}
          disabled={following && !editingOwn}
          notice={
            rule.data.source === 'organization' || rule.data.organizationRuleSet ? (
              <RuleSourceNotice
                rule={rule.data}
                editingOwn={editingOwn}
                onUseOwn={() => setEditingOwn(true)}
              />
            ) : undefined
          }
        />
      )}
      <NotificationUsageCard />
    </>
  );
}
