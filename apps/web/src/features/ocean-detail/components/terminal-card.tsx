import { CheckCircleFilled, MinusCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeText, useTimeFormat } from '../../../shared/time/zoned-time';
import type { TerminalRecord } from '../../ocean';
import { maskReference } from '../model/mask-reference';
import { dayOf } from '../model/port-time';
import {
  holdCategoryWord,
  inLabelKey,
  outLabelKey,
  portEventWord,
  statusWord,
} from '../model/terminal-words';

type MarkerState = 'done' | 'blocked' | 'pending';

function Marker({ label, state, when }: { label: string; state: MarkerState; when?: string | null }) {
  const icon =
    state === 'done' ? (
      <CheckCircleFilled />
    ) : state === 'blocked' ? (
      <StopOutlined />
    ) : (
      <MinusCircleOutlined />
    );
  const colour = state === 'done' ? 'green' : state === 'blocked' ? 'red' : 'default';
  return (
    <Tag color={colour} icon={icon} data-marker-state={state}>
      {label}
      {when ? ` ${when}` : ''}
    </Tag>
  );
}

const released = (status: string | null) =>
  status === null ? 'pending' : /RELEASE|OK|CLEAR|AVAILABLE|YES/i.test(status) ? 'done' : 'blocked';

/**
 * One box at one terminal (views.md §2 Terminal info card): port, terminal, status, update date,
 * last free day, the open/close/release/inspection/available markers, holds and yard moves.
 */
export function TerminalCard({
  record,
  portName = null,
  zone,
  masked,
}: {
  record: TerminalRecord;
  /** The port's name in the page's language (the shipment's); else the terminal's own, English. */
  portName?: string | null;
  zone: string | null;
  masked: boolean;
}) {
  const { t } = useTranslation('oceanDetail');
  const format = useTimeFormat();
  const time = (v: string | null) => timeText(format.time(v, zone));
  const day = (v: string | null) => dayOf(v, format.zoneOf(zone));
  const none = t('terminal.none');
  const inspection = record.holds.find((h) => /INSP|EXAM/i.test(h.holdCategory));

  return (
    <div className="tl-od-terminal-card" data-testid="terminal-card" data-port={record.portCode}>
      <dl className="tl-od-kv">
        <dt>{t('terminal.port')}</dt>
        <dd>
          {record.portCode}
          {(portName ?? record.portName) ? ` · ${portName ?? record.portName}` : ''}
        </dd>
        <dt>{t('terminal.terminal')}</dt>
        <dd>{record.terminalName ?? record.terminalCode ?? none}</dd>
        <dt>{t('terminal.container')}</dt>
        <dd>{maskReference(record.containerNumber, masked)}</dd>
        <dt>{t('terminal.status')}</dt>
        <dd data-testid="terminal-status" data-status={record.containerStatus ?? undefined}>
          {record.containerStatus ? statusWord(t, record.containerStatus) : none}
        </dd>
        <dt>{t('terminal.updated')}</dt>
        <dd>{time(record.updateDate) ?? none}</dd>
        <dt>{t('terminal.lastFreeDay')}</dt>
        <dd data-testid="terminal-last-free-day">
          <strong>{day(record.lastFreeDay) ?? none}</strong>
        </dd>
        {record.vesselName && (
          <>
            <dt>{t('terminal.vessel')}</dt>
            <dd>
              {record.vesselName} {record.voyage ?? ''}
            </dd>
          </>
        )}
        <dt>{t(inLabelKey(record))}</dt>
        <dd data-testid="terminal-in">{time(record.inDate) ?? none}</dd>
        <dt>{t(outLabelKey(record))}</dt>
        <dd data-testid="terminal-out">{time(record.outDate) ?? none}</dd>
        {(record.pickupAct || record.pickupEst) && (
          <>
            <dt>{t('terminal.pickup')}</dt>
            <dd className={record.pickupAct ? 'tl-od-act' : 'tl-od-est'}>
              {time(record.pickupAct ?? record.pickupEst)}
            </dd>
          </>
        )}
      </dl>
      <div className="tl-od-markers" data-testid="terminal-markers">
        <Marker
          label={t('terminal.markers.open')}
          state={record.open ? 'done' : 'pending'}
          when={day(record.open)}
        />
        <Marker
          label={t('terminal.markers.close')}
          state={record.close ? 'done' : 'pending'}
          when={day(record.close)}
        />
        <Marker
          label={t('terminal.markers.cus')}
          state={released(record.cusStatus)}
          when={day(record.cusDate)}
        />
        <Marker
          label={t('terminal.markers.tml')}
          state={released(record.tmlStatus)}
          when={day(record.tmlDate)}
        />
        <Marker
          label={t('terminal.markers.srm')}
          state={released(record.srmStatus)}
          when={day(record.srmDate)}
        />
        <Marker
          label={t('terminal.markers.inspection')}
          state={inspection ? (inspection.holdStatus === 'ACTIVE' ? 'blocked' : 'done') : 'pending'}
          when={inspection ? day(inspection.holdDate) : null}
        />
        <Marker
          label={t('terminal.markers.available')}
          state={released(record.availableStatus)}
          when={day(record.availableDate)}
        />
      </div>
      <div className="tl-od-muted">{t('terminal.holds')}</div>
      {record.holds.length === 0 ? (
        <div>{t('terminal.noHolds')}</div>
      ) : (
        <ul style={{ margin: '2px 0 6px', paddingLeft: 18 }} data-testid="terminal-holds">
          {record.holds.map((h) => (
            <li key={`${h.holdCategory}-${h.holdDate}`}>
              <Tag color={h.holdStatus === 'ACTIVE' ? 'red' : 'green'}>
                {t(`terminal.hold.${h.holdStatus}`)}
              </Tag>
              {holdCategoryWord(t, h.holdCategory)}
              {/* The terminal's own words (English) say why it holds; once released they no longer apply. */}
              {h.holdReason && h.holdStatus === 'ACTIVE' ? ` · ${h.holdReason}` : ''}{' '}
              <span className="tl-od-muted">{day(h.holdDate)}</span>
            </li>
          ))}
        </ul>
      )}
      {record.dumps.length > 0 && (
        <>
          <div className="tl-od-muted">{t('terminal.dumps')}</div>
          <ul style={{ margin: '2px 0 0', paddingLeft: 18 }} data-testid="terminal-dumps">
            {record.dumps.map((d) => (
              <li key={`${d.eventCode}-${d.eventTime}`}>
                {time(d.eventTime)} · {d.yardLocation ?? portEventWord(t, d.eventCode)}
                {d.remark ? <span className="tl-od-muted"> · {d.remark}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
