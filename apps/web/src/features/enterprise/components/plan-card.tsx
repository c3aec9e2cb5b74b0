import { Card, Descriptions, Progress, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ZonedTimeText } from '../../../shared/time/zoned-time';
import type { Organization } from '../api/enterprise-types';
import { limitUsage, type Validity, validityOf } from '../plan-usage';

const VALIDITY_COLOR: Record<Validity, string> = {
  unlimited: 'blue',
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
};

/**
 * The edition, its validity and its limits against usage; read-only until payments land.
 * Test ids: `plan-edition`, `plan-validity`, `plan-team-usage`.
 */
export function PlanCard({ org }: { org: Organization }) {
  const { t } = useTranslation('enterprise');
  const { code, validUntil, limits } = org.edition;
  const validity = org.edition.expired ? 'expired' : validityOf(validUntil, Date.now());
  const team = limitUsage(org.usage.members, limits.teamSize);
  const unlimited = t('plan.unlimited');

  return (
    <>
      <Card className="tl-settings-section" title={t('plan.current')}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('plan.edition')}>
            <Tag color="geekblue" data-testid="plan-edition">
              {t(`editions.${code}`, { defaultValue: code })}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('plan.validUntil')}>
            <span data-testid="plan-validity">
              {validUntil && (
                <>
                  <ZonedTimeText at={validUntil} precision="day" />{' '}
                </>
              )}
              <Tag color={VALIDITY_COLOR[validity]}>{t(`plan.validity.${validity}`)}</Tag>
            </span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="tl-settings-section" title={t('plan.limits')}>
        <div className="tl-plan-limits">
          <div data-testid="plan-team-usage">
            <div>{t('plan.teamSize')}</div>
            <strong>
              {team.used} / {team.limit ?? unlimited}
            </strong>
            {team.percent !== null && <Progress percent={team.percent} status={team.status} size="small" />}
            {Boolean(org.usage.pending) && (
              <div className="tl-enterprise-muted">{t('plan.pending', { count: org.usage.pending })}</div>
            )}
          </div>
          <div>
            <div>{t('plan.trackingVolume')}</div>
            <strong>{limits.trackingVolume ?? unlimited}</strong>
          </div>
          <div>
            <div>{t('plan.updateFrequency')}</div>
            <strong>
              {limits.updateFrequencyMinutes
                ? t('plan.everyMinutes', { count: limits.updateFrequencyMinutes })
                : unlimited}
            </strong>
          </div>
          <div>
            <div>{t('plan.dataScopes')}</div>
            <strong>{limits.dataScopes.map((s) => t(`scopes.${s}`)).join(' · ') || '—'}</strong>
          </div>
        </div>
        <p className="tl-enterprise-muted">{t('plan.paymentsLater')}</p>
      </Card>
    </>
  );
}
