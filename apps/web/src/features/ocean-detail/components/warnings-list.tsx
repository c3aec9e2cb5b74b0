import { WarningOutlined } from '@ant-design/icons';
import type { Language, Warning } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { maskReference } from '../model/mask-reference';

/** The shipment's warnings (views.md §3/§4), each with the box and place it concerns. */
export function WarningsList({
  warnings,
  language,
  masked,
}: {
  warnings: Warning[];
  language: Language;
  masked: boolean;
}) {
  const { t } = useTranslation(['oceanDetail', 'ocean']);
  if (warnings.length === 0) return null;
  return (
    <section data-testid="detail-warnings">
      <h3 className="tl-od-section-title">{t('warnings.title')}</h3>
      {warnings.map((w) => (
        <div
          key={`${w.eventCode}-${w.containerNumber}-${w.eventLocation}`}
          className="tl-od-event tl-od-event-warn"
          data-warning={w.eventCode}
        >
          <WarningOutlined style={{ color: '#ff7849', marginTop: 3 }} />
          <div>
            <strong>{t(`ocean:warning.${w.eventCode}`, { defaultValue: w.eventCode })}</strong>
            {w.eventLocation && <span className="tl-od-muted"> · {w.eventLocation}</span>}
            <div>{language === 'zh' ? w.eventDescription : w.eventDescriptionEn}</div>
            {w.containerNumber && (
              <div className="tl-od-event-meta">
                {t('warnings.container', { container: maskReference(w.containerNumber, masked) })}
              </div>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
