import { render, screen } from '@testing-library/react';
import { terminalMessage } from '@tracklane/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/locale/i18n';
import type { TerminalRecord } from '../../ocean';
import type { TerminalPanel } from '../hooks/use-terminal-panel';
import { TerminalCard } from './terminal-card';
import { ContainerTerminal } from './terminal-section';

const record = (over: Partial<TerminalRecord> = {}): TerminalRecord => ({
  portCode: 'CNSHA',
  portName: 'Shanghai',
  terminalCode: 'SGHSD',
  terminalName: 'Shengdong',
  containerStatus: 'LOADED_ON_VESSEL',
  containerNumber: 'MSKU1234565',
  ieid: 'E',
  vesselName: null,
  voyage: null,
  updateDate: '2026-10-05T08:00:00Z',
  lastFreeDay: null,
  availableStatus: null,
  availableDate: null,
  holds: [
    { holdCategory: 'CUSTOMS', holdStatus: 'RELEASED', holdDate: '2026-10-04T08:00:00Z', holdReason: null },
  ],
  pickupEst: null,
  pickupAct: null,
  cusDate: null,
  cusStatus: null,
  srmDate: null,
  srmStatus: null,
  tmlDate: null,
  tmlStatus: null,
  inDate: '2026-10-03T09:00:00Z',
  outDate: '2026-10-05T08:00:00Z',
  open: null,
  close: null,
  dumps: [{ eventCode: 'YARD_MOVE', eventTime: '2026-10-04T09:00:00Z', yardLocation: null, remark: null }],
  ...over,
});

const panel = (over: Partial<TerminalPanel>): TerminalPanel => ({
  ports: [{ portCode: 'USLAX', category: 'POD', name: 'Los Angeles', call: 'download', onDemand: true }],
  open: 'USLAX',
  shown: undefined,
  busy: null,
  click: () => undefined,
  zoneOf: () => null,
  ...over,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TerminalCard', () => {
  beforeAll(async () => {
    await import('antd/es/alert');
  });

  it.each([
    ['en', 'Loaded on board', 'Customs', 'Yard move'],
    ['zh', '已装船', '海关', '场内移箱'],
    ['jp', '本船積み込み済み', '税関', 'ヤード内移動'],
  ])(
    'shows statuses, holds and yard moves as words in %s, never the codes',
    async (lang, status, hold, move) => {
      await i18n.changeLanguage(lang);
      const { container } = render(<TerminalCard record={record()} zone={null} masked={false} />);
      expect(screen.getByTestId('terminal-status').textContent).toBe(status);
      expect(screen.getByTestId('terminal-holds').textContent).toContain(hold);
      expect(screen.getByTestId('terminal-dumps').textContent).toContain(move);
      expect(container.textContent).not.toMatch(/LOADED_ON_VESSEL|YARD_MOVE|CUSTOMS/);
    },
  );

  it('reads an unknown status code as words', () => {
    render(<TerminalCard record={record({ containerStatus: 'GATE_HOLD' })} zone={null} masked={false} />);
    expect(screen.getByTestId('terminal-status').textContent).toBe('Gate hold');
  });

  it("names the port as the page does, and gives a hold's reason only while it holds", () => {
    const holds: TerminalRecord['holds'] = [
      {
        holdCategory: 'FREIGHT',
        holdStatus: 'RELEASED',
        holdDate: '2026-10-04T08:00:00Z',
        holdReason: 'freight not released',
      },
      {
        holdCategory: 'CUSTOMS',
        holdStatus: 'ACTIVE',
        holdDate: '2026-10-05T08:00:00Z',
        holdReason: 'exam ordered',
      },
    ];
    const { container } = render(
      <TerminalCard record={record({ holds })} portName="上海" zone={null} masked={false} />,
    );
    expect(container.textContent).toContain('CNSHA · 上海');
    expect(container.textContent).not.toContain('Shanghai');
    const items = screen.getByTestId('terminal-holds').querySelectorAll('li');
    expect(items[0]?.textContent).not.toContain('freight not released');
    expect(items[1]?.textContent).toContain('exam ordered');
  });

  it('names a loading on board as such, not as a gate-out, and a discharge as such', () => {
    const { container } = render(<TerminalCard record={record()} zone={null} masked={false} />);
    expect(container.textContent).toContain('Loaded on board');
    expect(container.textContent).not.toContain('Gated out');
    const { container: imported } = render(
      <TerminalCard
        record={record({ ieid: 'I', containerStatus: 'DELIVERED' })}
        zone={null}
        masked={false}
      />,
    );
    expect(imported.textContent).toContain('Discharged');
    expect(imported.textContent).toContain('Gated out');
  });
});

describe('ContainerTerminal', () => {
  beforeAll(async () => {
    await import('antd/es/alert');
  });

  it('shows "port data subscribed" alone, with its check icon', async () => {
    render(
      <ContainerTerminal
        panel={panel({ shown: { kind: 'message', state: 'subscribed' } })}
        container="MSKU1234565"
        language="en"
        masked={false}
      />,
    );
    const message = await screen.findByTestId('terminal-message');
    expect(message.textContent).toBe(terminalMessage('subscribed', 'en'));
    expect(message.textContent).not.toContain(terminalMessage('retryLater', 'en'));
    expect(message.querySelector('[data-icon=subscribed]')).toBeTruthy();
  });

  it('shows "no port data, retry in 5 minutes" alone, with a clock, not a check', async () => {
    render(
      <ContainerTerminal
        panel={panel({ shown: { kind: 'message', state: 'retryLater' } })}
        container="MSKU1234565"
        language="en"
        masked={false}
      />,
    );
    const message = await screen.findByTestId('terminal-message');
    expect(message.textContent).toBe(terminalMessage('retryLater', 'en'));
    expect(message.querySelector('[data-icon=retryLater]')).toBeTruthy();
    expect(message.querySelector('[data-icon=subscribed]')).toBeNull();
  });

  it("shows only this container's record of the port's answer", () => {
    const shown = {
      kind: 'records' as const,
      records: [record({ portCode: 'USLAX' }), record({ portCode: 'USLAX', containerNumber: 'TGHU0000001' })],
    };
    render(
      <ContainerTerminal panel={panel({ shown })} container="TGHU0000001" language="en" masked={false} />,
    );
    expect(screen.getAllByTestId('terminal-card')).toHaveLength(1);
    expect(screen.getByTestId('terminal-card').textContent).toContain('TGHU0000001');
  });
});
