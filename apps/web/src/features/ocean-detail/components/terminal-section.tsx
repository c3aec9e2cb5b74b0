import { EnvironmentOutlined } from '@ant-design/icons';
import type { Language, OceanShipmentView } from '@tracklane/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HoverTip } from '../../../shared/ui/hover-tip';
import { LazyAlert as Alert } from '../../../shared/ui/lazy-alert';
import type { SubscriptionItem } from '../../ocean';
import { type TerminalLookupResult, useTerminalLookup } from '../hooks/use-terminal-lookup';
import { type TerminalPort, terminalPortsOf } from '../model/terminal-ports';
import { CurrentTerminal } from './current-terminal';
import { TerminalCard } from './terminal-card';

interface Props {
  shipment: OceanShipmentView;
  subscription: SubscriptionItem;
  language: Language;
  readOnly: boolean;
  masked: boolean;
}

/**
 * A button per terminal port (views.md §5); a click looks the box up and toggles its card, or
 * says why there is none (views.md §4). Results are kept per port for the visit.
 */
export function TerminalSection({ shipment, subscription, language, readOnly, masked }: Props) {
  const { t } = useTranslation(['oceanDetail', 'ocean']);
  const ports = terminalPortsOf(shipment);
  const lookup = useTerminalLookup(language);
  const [results, setResults] = useState<
    Record<string, TerminalLookupResult | { kind: 'error'; message: string }>
  >({});
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  if (ports.length === 0 && !shipment.terminal) return null;

  const zoneOf = (code: string) =>
    shipment.shipmentLocations.find((l) => l.location.locationCode === code)?.location.portTimeZone ?? null;
  const categoryLabel: Record<string, string> = {
    PRE: t('ocean:place.origin'),
    POL: t('ocean:place.pol'),
    POD: t('ocean:place.pod'),
  };

  const click = (port: TerminalPort) => {
    const known = results[port.portCode];
    if (known?.kind === 'records') {
      setOpen(open === port.portCode ? null : port.portCode);
      return;
    }
    setBusy(port.portCode);
    lookup.mutate(
      {
        port,
        businessNumber: subscription.businessNumber,
        containerNumber: subscription.containerNumber,
        billNumber: subscription.billNumber,
        maySubscribe: !readOnly && !(known?.kind === 'message' && known.subscribed),
      },
      {
        onSuccess: (result) => {
          setResults((r) => ({ ...r, [port.portCode]: result }));
          setOpen(port.portCode);
        },
        onError: (err) => {
          setResults((r) => ({ ...r, [port.portCode]: { kind: 'error', message: err.message } }));
          setOpen(port.portCode);
        },
        onSettled: () => setBusy(null),
      },
    );
  };

  const shown = open ? results[open] : undefined;
  return (
    <section data-testid="detail-terminals">
      <h3 className="tl-od-section-title">{t('terminal.title')}</h3>
      <CurrentTerminal shipment={shipment} language={language} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {ports.map((port) => (
          <HoverTip key={port.portCode} content={t('terminal.hint', { port: port.name })}>
            <Button
              size="small"
              icon={<EnvironmentOutlined />}
              loading={busy === port.portCode}
              type={open === port.portCode ? 'primary' : 'default'}
              onClick={() => click(port)}
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
        shown.records.map((record) => (
          <TerminalCard
            key={`${record.portCode}-${record.containerNumber}`}
            record={record}
            zone={zoneOf(open)}
            masked={masked}
          />
        ))}
      {open && shown?.kind === 'message' && (
        <Alert
          style={{ marginTop: 8 }}
          type={shown.subscribed ? 'success' : 'info'}
          showIcon
          title={shown.message}
          data-testid="terminal-message"
        />
      )}
      {open && shown?.kind === 'error' && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={t('terminal.failed', { message: shown.message })}
          data-testid="terminal-message"
        />
      )}
    </section>
  );
}
