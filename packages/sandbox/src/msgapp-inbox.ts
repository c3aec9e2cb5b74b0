import { randomUUID } from 'node:crypto';

/** A message the sandbox messaging app received for one account (shown on its phone page). */
export interface SandboxMsgappMessage {
  messageId: string;
  unionId: string;
  text: string;
  url: string | null;
  idempotencyKey: string;
  receivedAt: string;
}

const MAX_KEYS = 50_000;
const MAX_PER_ACCOUNT = 200;

/** The sandbox's open id of an account: derived from its union id, as a real app's is per app. */
export const openIdOf = (unionId: string) => `op_${unionId.replace(/^un_/, '')}`;
export const unionIdOf = (openId: string) => `un_${openId.replace(/^op_/, '')}`;

/**
 * The accounts the sandbox messaging app knows (those that confirmed a QR code or opened their
 * phone page) and the messages each received, newest last. A repeated idempotency key is the same
 * message: answered with the first id and not stored again, so a redelivery is shown once.
 */
export class MsgappInbox {
  readonly #accounts = new Set<string>();
  readonly #messages = new Map<string, SandboxMsgappMessage[]>();
  readonly #byKey = new Map<string, SandboxMsgappMessage>();

  addAccount(unionId: string): void {
    this.#accounts.add(unionId);
  }

  knows(unionId: string): boolean {
    return this.#accounts.has(unionId);
  }

  /** Stores the message unless its key was seen; `duplicate` says which. */
  receive(input: { unionId: string; text: string; url: string | null; idempotencyKey: string; at: Date }): {
    message: SandboxMsgappMessage;
    duplicate: boolean;
  } {
    const seen = this.#byKey.get(input.idempotencyKey);
    if (seen) return { message: seen, duplicate: true };
    const message: SandboxMsgappMessage = {
      messageId: `msg_${randomUUID()}`,
      unionId: input.unionId,
      text: input.text,
      url: input.url,
      idempotencyKey: input.idempotencyKey,
      receivedAt: input.at.toISOString(),
    };
    // Bounded: the oldest keys and messages are forgotten first (Map keeps insertion order).
    if (this.#byKey.size >= MAX_KEYS) {
      const oldest = this.#byKey.keys().next().value;
      if (oldest !== undefined) this.#byKey.delete(oldest);
    }
    this.#byKey.set(input.idempotencyKey, message);
    const list = this.#messages.get(input.unionId) ?? [];
    list.push(message);
    if (list.length > MAX_PER_ACCOUNT) list.shift();
    this.#messages.set(input.unionId, list);
    return { message, duplicate: false };
  }

  /** An account's messages, newest first. */
  messagesOf(unionId: string): SandboxMsgappMessage[] {
    return [...(this.#messages.get(unionId) ?? [])].reverse();
  }
}
