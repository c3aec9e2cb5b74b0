import type { OnTimeFigures, ScheduleStatistics } from '@tracklane/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { formatShiftHours } from '../model/transit';

interface Tile {
  key: 'vessel' | 'service' | 'carrier' | 'route';
  title: string;
  figures: OnTimeFigures | null;
}

function Figure({ tile }: { tile: Tile }) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const side = tile.figures?.arrival;
  const rate = side?.onTimeRate ?? null;
  return (
    <div className="tl-sched-tile" data-testid="ontime-tile" data-scope={tile.key}>
      <span className="tl-sched-tile-label">{t(`onTime.scope.${tile.key}`)}</span>
      <span className="tl-sched-tile-title" title={tile.title}>
        {tile.title}
      </span>
      <strong className="tl-sched-tile-value" data-testid="ontime-rate">
        {rate === null ? '—' : `${Math.round(rate * 100)}%`}
      </strong>
      <span className="tl-sched-muted">
        {side && side.measured > 0
          ? t('onTime.tileNote', {
              count: side.measured,
              delay: side.meanDelayHours === null ? '—' : formatShiftHours(side.meanDelayHours, language),
            })
          : t('onTime.noneMeasured')}
      </span>
    </div>
  );
}

/** Arrival on-time rate of the vessel, its service, its carrier and the POL → POD route. */
export function FigureTiles({
  stats,
  routeLabel,
}: {
  stats: ScheduleStatistics | undefined;
  routeLabel: string;
}) {
  const tiles: Tile[] = [
    { key: 'vessel', title: stats?.vessel.name ?? '', figures: stats?.vessel.figures ?? null },
    {
      key: 'service',
      title: stats?.service ? `${stats.service.serviceName} (${stats.service.serviceCode})` : '',
      figures: stats?.service?.figures ?? null,
    },
    { key: 'carrier', title: stats?.carrier?.carrierCode ?? '', figures: stats?.carrier?.figures ?? null },
    { key: 'route', title: routeLabel, figures: stats?.route?.figures ?? null },
  ];
  return (
    <div className="tl-sched-tiles">
      {tiles.map((tile) => (
        <Figure key={tile.key} tile={tile} />
      ))}
    </div>
  );
}
