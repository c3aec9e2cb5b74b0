/**
 * The terminal record of views.md §3 ("Terminal record"): one box at one port, as the terminal
 * info card shows it. Download ports (US/KR/JP) fill it from the terminal's own record; port-event
 * ports (CN) from the port community system's events, whose yard moves become `dumps`.
 */
export type TerminalIeid = 'I' | 'E';

export type TerminalHoldStatus = 'ACTIVE' | 'RELEASED';

export interface TerminalHold {
  holdCategory: string;
  holdStatus: TerminalHoldStatus;
  holdDate: string;
  holdReason: string | null;
}

/** A yard move ("dump") or another port event shown under the card. */
export interface TerminalPortEvent {
  eventCode: string;
  eventTime: string;
  yardLocation: string | null;
  remark: string | null;
}

export interface TerminalRecord {
  portCode: string;
  portName: string | null;
  terminalCode: string | null;
  terminalName: string | null;
  containerStatus: string | null;
  containerNumber: string;
  ieid: TerminalIeid | null;
  vesselName: string | null;
  voyage: string | null;
  updateDate: string | null;
  lastFreeDay: string | null;
  availableStatus: string | null;
  availableDate: string | null;
  holds: TerminalHold[];
  pickupEst: string | null;
  pickupAct: string | null;
  cusDate: string | null;
  cusStatus: string | null;
  srmDate: string | null;
  srmStatus: string | null;
  tmlDate: string | null;
  tmlStatus: string | null;
  inDate: string | null;
  outDate: string | null;
  /** Export receiving window of the vessel call (the card's "open" and "close" markers). */
  open: string | null;
  close: string | null;
  dumps: TerminalPortEvent[];
}

/** An on-demand terminal subscription (views.md §4: "port data subscribed"). */
export interface TerminalSubscription {
  subscriptionId: string;
  portCode: string;
  containerNumber: string;
  subscribedAt: string;
  dataAvailableFrom: string;
}
