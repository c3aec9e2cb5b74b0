import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  EnvironmentOutlined,
  InfoCircleOutlined,
} from '@ant-design/icons';
import { type Language, type OceanShipmentView, terminalMessage } from '@tracklane/domain';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverTip } from '../../../shared/ui/hover-tip';
import { LazyAlert as Alert } from '../../../shared/ui/lazy-alert';
import type { TerminalMessageState } from '../hooks/use-terminal-lookup';
import type { TerminalPanel } from '../hooks/use-terminal-panel';
import { maskReference } from '../model/mask-reference';
import { CurrentTerminal } from './current-terminal';
import { TerminalCard } from './terminal-card';

/** The drawer's terminal heading: the terminal the cargo deals with now (views.md §3 `terminal`). */
export function TerminalSection({ shipment, language }: { shipment: OceanShipmentView; language: Language }) {
  const { t } = useTranslation('oceanDetail');
  if (!shipment.terminal) return null;
  return (
    <section data-testid="detail-terminals">
      <h3 className="tl-od-section-title">{t('terminal.title')}</h3>
      <CurrentTerminal shipment={shipment} language={language} />
    </section>
  );
}

/** Each port-data state with its own icon: subscribed ✓, retry later ⏱, nothing there ⓘ. */
const MESSAGE_LOOK: Record<TerminalMessageState, { type: 'success' | 'warning' | 'info'; icon: ReactNode }> =
  {
    subscribed: { type: 'success', icon: <CheckCircleOutlined data-icon="subscribed" /> },
    retryLater: { type: 'warning', icon: <ClockCircleOutlined data-icon="retryLater" /> },
    noData: { type: 'info', icon: <InfoCircleOutlined data-icon="noData" /> },
  };

/**
 * The terminal info block of one container's panel (views.md §2 Container timeline): a button per
 * terminal port (views.md §5); the answer shows this box's record card, or says why there is none
 * (views.md §4), in exactly one of its states.
 */
export function ContainerTerminal({
  panel,
  container,
  language,
  masked,
}: {
  panel: TerminalPanel;
  container: string | null;
  language: Language;
  masked: boolean;
}) {
  const { t } = useTranslation(['oceanDetail', 'ocean']);
  if (panel.ports.length === 0) return null;
  const categoryLabel: Record<string, string> = {
    PRE: t('ocean:place.origin'),
    POL: t('ocean:place.pol'),
    POD: t('ocean:place.pod'),
  };
  const { open, shown } = panel;
  const records =
    shown?.kind === 'records'
      ? shown.records.filter((r) => !container || r.containerNumber === container)
      : [];
  return (
    <div className="tl-od-box-terminal" data-testid="container-terminal" data-container={container ?? ''}>
      <div className="tl-od-muted">{t('terminal.title')}</div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {panel.ports.map((port) => (
          <HoverTip key={port.portCode} content={t('terminal.hint', { port: port.name })}>
            <Button
              size="small"
              icon={<EnvironmentOutlined />}
              loading={panel.busy === port.portCode}
              type={open === port.portCode ? 'primary' : 'default'}
              onClick={() => panel.click(port)}
              data-testid={`terminal-button-${port.portCode}`}
              data-category={port.category}
            >
              {t('terminal.button', { port: port.portCode })} · {categoryLabel[port.category]}
            </Button>
          </HoverTip>
        ))}
      </div>
      {open &&
        shown?.kind === 'records' &&
        records.map((record) => (
          <TerminalCard
            key={`${record.portCode}-${record.containerNumber}`}
            record={record}
            portName={panel.ports.find((port) => port.portCode === record.portCode)?.name ?? null}
            zone={panel.zoneOf(open)}
            masked={masked}
          />
        ))}
      {open && shown?.kind === 'records' && records.length === 0 && container && (
        <div className="tl-od-muted" data-testid="terminal-no-record" style={{ marginTop: 6 }}>
          {t('terminal.noRecord', { port: open, container: maskReference(container, masked) })}
        </div>
      )}
      {open && shown?.kind === 'message' && (
        <Alert
          style={{ marginTop: 8 }}
          type={MESSAGE_LOOK[shown.state].type}
          icon={MESSAGE_LOOK[shown.state].icon}
          showIcon
          title={terminalMessage(shown.state, language)}
          data-testid="terminal-message"
          data-state={shown.state}
        />
      )}
      {open && shown?.kind === 'error' && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={t('terminal.failed', { message: shown.message })}
          data-testid="terminal-message"
          data-state="error"
        />
      )}
    </div>
  );
}
