import type { P2pSailing, TerminalScheduleRow } from '@tracklane/domain';
import { Alert, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session/session-store';
import { useTerminalSchedule } from '../hooks/use-terminal-schedule';
import { portName } from '../model/port-name';
import { PortClock } from './port-clock';
import './detail-side.css';

type Side = 'pol' | 'pod';

function Row({ row }: { row: TerminalScheduleRow }) {
  const { t } = useTranslation('schedules');
  const tz = row.timeZone;
  const fields: [string, string | null][] = [
    ['eta', row.eta],
    ['etb', row.etb],
    ['etd', row.etd],
    ['ata', row.ata],
    ['atd', row.atd],
    ['receivingOpen', row.receivingOpen],
    ['receivingClose', row.receivingClose],
  ];
  return (
    <div className="tl-sched-terminal-row" data-testid="terminal-row">
      <div className="tl-sched-terminal-head">
        <strong>{row.terminalCode ?? t('terminal.unknown')}</strong>
        <span className="tl-sched-muted">
          {row.vessel.name} {row.voyage} · {row.serviceCode}
        </span>
      </div>
      <dl className="tl-sched-terminal-times">
        {fields.map(([key, iso]) => (
          <div key={key}>
            <dt>{t(`terminal.${key}`)}</dt>
            <dd>
              <PortClock iso={iso} timeZone={tz} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The vessel's call in the terminal schedule of the POL (export: berth, ETA/ETB/ETD, receiving
 * window) or the POD (import). The POD is asked for only when chosen: each call counts against
 * the daily schedule quota, and the terminal schedule reaches 4 weeks ahead only.
 */
export function TerminalCard({ sailing }: { sailing: P2pSailing }) {
  const { t } = useTranslation('schedules');
  const language = useSession((s) => s.language);
  const [side, setSide] = useState<Side>('pol');
  const first = sailing.legs[0];
  const last = sailing.legs[sailing.legs.length - 1];
  const leg = side === 'pol' ? first : last;
  const port = side === 'pol' ? sailing.pol : sailing.pod;
  const schedule = useTerminalSchedule(
    leg
      ? {
          portCode: port.portCode,
          vesselNameEn: leg.vessel.name,
          voyage: leg.voyage,
          isExport: side === 'pol',
        }
      : null,
  );
  return (
    <section className="tl-sched-card" data-testid="terminal-card">
      <div className="tl-sched-card-head">
        <h2>{t('terminal.title')}</h2>
        <Segmented<Side>
          size="small"
          value={side}
          onChange={setSide}
          options={[
            { value: 'pol', label: portName(sailing.pol, language) },
            { value: 'pod', label: portName(sailing.pod, language) },
          ]}
          data-testid="terminal-side"
        />
      </div>
      <div className="tl-sched-terminal-body">
        {schedule.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : schedule.isError ? (
          <Alert type="warning" showIcon title={schedule.error.message} />
        ) : schedule.data.length === 0 ? (
          <p className="tl-sched-muted" data-testid="terminal-none">
            {t(side === 'pol' ? 'terminal.noneExport' : 'terminal.noneImport')}
          </p>
        ) : (
          schedule.data.map((row) => <Row key={row.callId} row={row} />)
        )}
      </div>
    </section>
  );
}
