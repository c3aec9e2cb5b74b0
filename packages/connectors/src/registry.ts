import type {
  AnyProviderConnector,
  ProviderClients,
  ProviderConnector,
  ProviderEndpoint,
  ProviderKind,
} from './connector.js';

/** How one provider is chosen: which connector, and the endpoints it may use. */
export interface ProviderSettings {
  /** The connector's id; unset, the first one registered for the kind. */
  connector?: string | undefined;
  /** The configured endpoint (production): used when set. */
  configured?: ProviderEndpoint | null | undefined;
  /** The sandbox world's endpoint of this provider: used when nothing is configured. */
  sandbox?: ProviderEndpoint | null | undefined;
}

/** A provider of this process: the connector chosen, its client, and where it answers. */
export interface ResolvedProvider<K extends ProviderKind = ProviderKind> {
  connector: ProviderConnector<K>;
  client: ProviderClients[K];
  endpoint: ProviderEndpoint;
  source: 'configured' | 'sandbox';
}

/**
 * The connectors the server may use as providers. The server resolves each provider by kind and
 * settings; it never creates a client by hand. Adding a provider of an existing kind is one
 * connector folder plus one line in DEFAULT_PROVIDER_CONNECTORS (or a `register` call).
 */
export class ProviderRegistry {
  readonly #connectors: AnyProviderConnector[] = [];

  constructor(connectors: readonly AnyProviderConnector[] = []) {
    for (const connector of connectors) this.register(connector);
  }

  /** Adds a connector; ids are unique across the registry. */
  register(connector: AnyProviderConnector): this {
    if (this.#connectors.some((c) => c.id === connector.id))
      throw new Error(`connector ${connector.id} is registered already`);
    this.#connectors.push(connector);
    return this;
  }

  /** The registered connectors, of one kind or all, in registration order. */
  list(kind?: ProviderKind): readonly AnyProviderConnector[] {
    return kind ? this.#connectors.filter((c) => c.provides === kind) : [...this.#connectors];
  }

  /** The connector of a kind: the one named (an unknown name throws), else the first registered. */
  connector<K extends ProviderKind>(kind: K, id?: string): ProviderConnector<K> | undefined {
    const ofKind = this.list(kind) as unknown as ProviderConnector<K>[];
    if (id === undefined) return ofKind[0];
    const named = ofKind.find((c) => c.id === id);
    if (!named) {
      const known = ofKind.map((c) => c.id).join(', ') || 'none';
      throw new Error(`no ${kind} connector ${id} (registered: ${known})`);
    }
    return named;
  }

  /**
   * The provider of a kind: the configured endpoint first, else the sandbox world's, else none
   * (null). Also null when no connector of the kind is registered and none is named.
   */
  resolve<K extends ProviderKind>(kind: K, settings: ProviderSettings): ResolvedProvider<K> | null {
    const source = settings.configured ? 'configured' : settings.sandbox ? 'sandbox' : null;
    const endpoint = settings.configured ?? settings.sandbox;
    if (!source || !endpoint) return null;
    const connector = this.connector(kind, settings.connector);
    if (!connector) return null;
    return { connector, client: connector.create(endpoint), endpoint, source };
  }
}
