import type {
  OceanPushApi,
  ProviderEndpoint,
  ProviderKind,
  ProviderRegistry,
  ResolvedProvider,
} from '@tracklane/connectors';
import type { Config } from '../config.js';
import type { ScheduleClients } from '../services/schedules/schedule-clients.js';

/** Which connector each provider kind uses; a kind left out uses the registry's default. */
export type ConnectorChoice = Partial<Record<ProviderKind, string>>;

/** The sandbox world's protocol servers (null when the process runs without the sandbox). */
export type SandboxProviders = {
  endpoints: { dcsaTnt: string; terminal: string; dcsaOvs: string; dcsaCs: string };
  apiKey: string;
  /** The world's simulated clock (it may run faster than the wall clock). */
  clock?: { now(): number };
} | null;

/**
 * The freight providers of this process, resolved once at start-up from the provider registry:
 * the configured endpoint first (production), else the sandbox world's, else none.
 */
export interface Providers {
  /** The registry they were resolved from (messaging resolves SMS and QR sign-in from it too). */
  registry: ProviderRegistry;
  /** Ocean tracking (T&T) for the refresh jobs and push callbacks. */
  ocean: ResolvedProvider<'ocean-tnt'> | null;
  /** Terminal status for the terminal routes. */
  terminal: ResolvedProvider<'terminal-status'> | null;
  /** Schedules (OVS and CS) for the schedules.ingest job. */
  schedules: ScheduleClients;
}

export interface ResolveProvidersOptions {
  registry: ProviderRegistry;
  config: Pick<
    Config,
    | 'oceanTntUrl'
    | 'oceanTntApiKey'
    | 'terminalUrl'
    | 'terminalApiKey'
    | 'scheduleOvsUrl'
    | 'scheduleOvsApiKey'
    | 'scheduleCsUrl'
    | 'scheduleCsApiKey'
    | 'scheduleCarrierCode'
  >;
  sandbox: SandboxProviders;
  connectors?: ConnectorChoice | undefined;
}

/** A configured endpoint needs both its URL and its key. */
function configured(baseUrl: string | undefined, apiKey: string | undefined): ProviderEndpoint | null {
  return baseUrl && apiKey ? { baseUrl, apiKey } : null;
}

function sandboxAt(sandbox: SandboxProviders, url: (s: NonNullable<SandboxProviders>) => string) {
  if (!sandbox) return null;
  const { clock } = sandbox;
  return { baseUrl: url(sandbox), apiKey: sandbox.apiKey, clock: clock ? () => clock.now() : undefined };
}

export function resolveProviders({
  registry,
  config,
  sandbox,
  connectors = {},
}: ResolveProvidersOptions): Providers {
  const ovs = registry.resolve('schedule-ovs', {
    connector: connectors['schedule-ovs'],
    configured: configured(config.scheduleOvsUrl, config.scheduleOvsApiKey),
    sandbox: sandboxAt(sandbox, (s) => s.endpoints.dcsaOvs),
  });
  const cs = registry.resolve('schedule-cs', {
    connector: connectors['schedule-cs'],
    configured: configured(config.scheduleCsUrl, config.scheduleCsApiKey),
    sandbox: sandboxAt(sandbox, (s) => s.endpoints.dcsaCs),
  });
  return {
    registry,
    ocean: registry.resolve('ocean-tnt', {
      connector: connectors['ocean-tnt'],
      configured: configured(config.oceanTntUrl, config.oceanTntApiKey),
      sandbox: sandboxAt(sandbox, (s) => s.endpoints.dcsaTnt),
    }),
    terminal: registry.resolve('terminal-status', {
      connector: connectors['terminal-status'],
      configured: configured(config.terminalUrl, config.terminalApiKey),
      sandbox: sandboxAt(sandbox, (s) => s.endpoints.terminal),
    }),
    schedules: {
      ovs: ovs?.client ?? null,
      cs: cs?.client ?? null,
      carrierCode: config.scheduleCarrierCode ?? null,
      source: config.scheduleOvsUrl ? new URL(config.scheduleOvsUrl).host : sandbox ? 'sandbox' : 'none',
    },
  };
}

/** The ocean provider's push API, when its connector has the `push` capability. */
export function oceanPushOf(ocean: ResolvedProvider<'ocean-tnt'> | null): OceanPushApi | undefined {
  if (!ocean?.connector.capabilities.includes('push')) return undefined;
  return ocean.client.push;
}
