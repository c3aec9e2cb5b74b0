/**
 * The sandbox world (issue "Sandbox world") simulates providers over their real protocols.
 * This is its start contract; the world itself lands with that issue.
 */
export interface SandboxHandle {
  close(): Promise<void>;
}

export * from './sms-provider.js';
