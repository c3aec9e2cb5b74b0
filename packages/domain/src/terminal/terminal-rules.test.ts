import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import { terminalMessage } from './terminal-messages.js';
import {
  isOnDemandTerminalPort,
  isTerminalLocation,
  normalizePortCode,
  terminalCallOf,
} from './terminal-rules.js';

describe('terminal rules (views.md §5)', () => {
  it('US, KR and JP ports use the download call, CN ports the port-event call, others none', () => {
    expect(['USLAX', 'KRPUS', 'JPTYO'].map(terminalCallOf)).toEqual(['download', 'download', 'download']);
    expect(terminalCallOf('CNSHA')).toBe('port-event');
    expect(['DEHAM', 'SGSIN', 'NLRTM'].map(terminalCallOf)).toEqual([null, null, null]);
  });

  it('terminal locations are PRE, POL or POD in a terminal country', () => {
    expect(['PRE', 'POL', 'POD'].map((c) => isTerminalLocation(c, 'CNSHA'))).toEqual([true, true, true]);
    expect(isTerminalLocation('POT', 'CNSHA')).toBe(false);
    expect(isTerminalLocation('PDE', 'USLAX')).toBe(false);
    expect(isTerminalLocation('POD', 'DEHAM')).toBe(false);
  });

  it('on-demand only for USLAX, USLGB, USOAK, USNYC', () => {
    expect(['uslax', 'USLGB', 'USOAK', 'USNYC'].every(isOnDemandTerminalPort)).toBe(true);
    expect(['USSAV', 'CNSHA', 'USLA'].some(isOnDemandTerminalPort)).toBe(false);
  });

  it('normalises port codes and refuses what is not a UN/LOCODE', () => {
    expect(normalizePortCode(' uslax ')).toBe('USLAX');
    expect(normalizePortCode('US-LAX')).toBeNull();
    expect(normalizePortCode('USLA')).toBeNull();
  });

  it('has the spec texts in English and a distinct text per language', () => {
    expect(terminalMessage('subscribed')).toBe('port data subscribed');
    expect(terminalMessage('retryLater')).toBe('no port data, retry in 5 minutes');
    expect(terminalMessage('noData')).toBe('no terminal data returned');
    expect(terminalMessage('notSubscribed')).toBe('query not subscribed');
    expect(new Set(LANGUAGES.map((l) => terminalMessage('onDemandOnly', l))).size).toBe(3);
  });
});
