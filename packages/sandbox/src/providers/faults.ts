/**
 * The switch that makes a sandbox provider misbehave on purpose, so the connectors' fault
 * handling (retry, report, never fatal) can be tested against the real servers.
 *
 * HTTP providers honour it per request; the AIS feed per sentence or connection:
 * - error      HTTP 500 with a DCSA-shaped error body / AIS: drop the connection
 * - timeout    never answer (the client must time out) / AIS: go silent
 * - slow       answer after `delayMs` (default 5 s) / AIS: send in bursts late
 * - truncated  cut the body (or sentence) in the middle
 * - invalid    a well-formed JSON body that breaks the schema / AIS: wrong checksums, garbage lines
 * - duplicate  repeat events (or sentences)
 * - retract    publish events and then their retractions
 * HTTP providers also answer `PUT /_sandbox/fault` (body: a FaultSetting) and
 * `DELETE /_sandbox/fault` for tests that run the sandbox out of process.
 */
export type FaultMode =
  | 'none'
  | 'error'
  | 'timeout'
  | 'slow'
  | 'truncated'
  | 'invalid'
  | 'duplicate'
  | 'retract';

export const FAULT_MODES: readonly FaultMode[] = [
  'none',
  'error',
  'timeout',
  'slow',
  'truncated',
  'invalid',
  'duplicate',
  'retract',
];

export type ProviderName =
  | 'dcsa-tnt'
  | 'dcsa-cs'
  | 'dcsa-ovs'
  | 'ais'
  | 'terminal'
  | 'truck'
  | 'rail'
  | 'air'
  | 'msgapp';

export interface FaultSetting {
  mode: FaultMode;
  /** Share of requests (or sentences) affected, 0–1; default 1. */
  rate?: number;
  /** Delay for `slow`, ms; default 5000. */
  delayMs?: number;
}

const NONE: FaultSetting = { mode: 'none' };

export class FaultSwitch {
  readonly #settings = new Map<ProviderName, FaultSetting>();

  set(provider: ProviderName, setting: FaultSetting): void {
    const rate = setting.rate ?? 1;
    if (!FAULT_MODES.includes(setting.mode)) throw new RangeError(`unknown fault mode ${setting.mode}`);
    if (!(rate >= 0 && rate <= 1)) throw new RangeError(`fault rate must be within 0–1, got ${rate}`);
    this.#settings.set(provider, { ...setting, rate });
  }

  get(provider: ProviderName): FaultSetting {
    return this.#settings.get(provider) ?? NONE;
  }

  clear(provider?: ProviderName): void {
    if (provider) this.#settings.delete(provider);
    else this.#settings.clear();
  }

  /**
   * The fault to apply to one request or sentence, or 'none'. `draw` is a number in [0, 1); pass
   * a seeded draw where reproducibility matters.
   */
  pick(provider: ProviderName, draw: number = Math.random()): FaultMode {
    const setting = this.get(provider);
    if (setting.mode === 'none') return 'none';
    return draw < (setting.rate ?? 1) ? setting.mode : 'none';
  }
}
