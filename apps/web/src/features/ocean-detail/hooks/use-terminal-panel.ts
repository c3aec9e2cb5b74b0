import type { Language, OceanShipmentView } from '@tracklane/domain';
import { useState } from 'react';
import type { SubscriptionItem } from '../../ocean';
import { type TerminalPort, terminalPortsOf } from '../model/terminal-ports';
import { type TerminalLookupResult, useTerminalLookup } from './use-terminal-lookup';

export type TerminalPanelResult = TerminalLookupResult | { kind: 'error'; message: string };

/** The terminal lookups of one drawer, shared by every container's terminal block. */
export interface TerminalPanel {
  ports: TerminalPort[];
  /** The port whose answer is shown, and that answer. */
  open: string | null;
  shown: TerminalPanelResult | undefined;
  busy: string | null;
  click: (port: TerminalPort) => void;
  zoneOf: (code: string) => string | null;
}

/**
 * One lookup per port and visit (views.md §4): a click looks the shipment's boxes up at the port
 * and opens the answer in every container's panel (each shows its own box's record); a second
 * click on an answered port folds it away.
 */
export function useTerminalPanel(
  shipment: OceanShipmentView,
  subscription: SubscriptionItem,
  readOnly: boolean,
  language: Language = 'en',
): TerminalPanel {
  const lookup = useTerminalLookup();
  const [results, setResults] = useState<Record<string, TerminalPanelResult>>({});
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

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
        // Subscribed once per visit: a second click only looks again.
        maySubscribe: !readOnly && !(known?.kind === 'message' && known.state === 'subscribed'),
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

  return {
    ports: terminalPortsOf(shipment, language),
    open,
    shown: open ? results[open] : undefined,
    busy,
    click,
    zoneOf: (code) =>
      shipment.shipmentLocations.find((l) => l.location.locationCode === code)?.location.portTimeZone ?? null,
  };
}
