import { describe, expect, it } from 'vitest';
import type { Caller } from '../../auth/caller.js';
import type { SubscriptionScope } from '../../auth/subscription-scope.js';
import { heartbeatTick } from './heartbeat.js';
import { type LiveConnection, LiveHub } from './live-hub.js';

/** A socket that records what the hub and the heartbeat did to it. */
function fakeSocket() {
  const log: string[] = [];
  return {
    log,
    send: (text: string) => log.push(`send ${text}`),
    ping: () => log.push('ping'),
    terminate: () => log.push('terminate'),
    close: (code: number, reason: string) => log.push(`close ${code} ${reason}`),
  };
}

function connection(subject: string, scope: SubscriptionScope, expiresAtMs = Number.MAX_SAFE_INTEGER) {
  const socket = fakeSocket();
  const caller: Caller = {
    subject,
    organizationId: scope.kind === 'organization' ? scope.organizationId : null,
    tokenType: 'write',
    loginKind: 'normal',
    sessionId: 's',
    pending: false,
  };
  const live: LiveConnection = { socket, caller, token: 't', scope, expiresAtMs, alive: true };
  return { live, socket };
}

const orgScope = (organizationId: string, userId: string): SubscriptionScope => ({
  kind: 'organization',
  organizationId,
  userId,
  ownerOnly: false,
});

describe('LiveHub', () => {
  it('indexes connections by organisation and guest and lists them as the audience', () => {
    const hub = new LiveHub();
    const a = connection('u1', orgScope('org-a', 'u1')).live;
    const b = connection('u2', orgScope('org-a', 'u2')).live;
    const g = connection('g1', { kind: 'guest', guestId: 'g1' }).live;
    for (const c of [a, b, g]) expect(hub.add(c)).toBe(true);
    expect(hub.audience()).toEqual({ organizationIds: ['org-a'], guestIds: ['g1'] });
    expect(hub.connectionsOf({ organizationId: 'org-a' })).toEqual([a, b]);
    expect(hub.connectionsOf({ guestId: 'g1' })).toEqual([g]);
    hub.remove(a);
    hub.remove(a);
    expect(hub.size).toBe(2);
    hub.remove(b);
    expect(hub.audience()).toEqual({ organizationIds: [], guestIds: ['g1'] });
  });

  it('refuses a user past the cap and frees the place when one is removed', () => {
    const hub = new LiveHub(2);
    const [one, two, three] = [1, 2, 3].map(() => connection('u1', orgScope('org-a', 'u1')).live);
    expect(hub.add(one!)).toBe(true);
    expect(hub.add(two!)).toBe(true);
    expect(hub.add(three!)).toBe(false);
    // Another user of the same organisation has places of their own.
    expect(hub.add(connection('u2', orgScope('org-a', 'u2')).live)).toBe(true);
    hub.remove(one!);
    expect(hub.add(three!)).toBe(true);
  });
});

describe('heartbeatTick', () => {
  it('pings live connections, terminates silent ones and closes expired tokens with 4401', () => {
    const hub = new LiveHub();
    const answering = connection('u1', orgScope('o', 'u1'));
    const silent = connection('u2', orgScope('o', 'u2'));
    const expired = connection('u3', orgScope('o', 'u3'), 1_000);
    for (const c of [answering, silent, expired]) hub.add(c.live);

    expect(heartbeatTick(hub, 500)).toEqual({ pinged: 3, dropped: 0 });
    answering.live.alive = true; // its pong came back; the silent one's did not
    expect(heartbeatTick(hub, 2_000)).toEqual({ pinged: 1, dropped: 2 });
    expect(answering.socket.log).toEqual(['ping', 'ping']);
    expect(silent.socket.log).toEqual(['ping', 'terminate']);
    expect(expired.socket.log).toEqual(['ping', 'close 4401 token expired']);
    expect(hub.all()).toEqual([answering.live]);
  });
});
