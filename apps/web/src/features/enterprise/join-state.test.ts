import { describe, expect, it } from 'vitest';
import type { PublicInvitation } from './api/enterprise-types';
import { type JoinInput, joinPath, joinState } from './join-state';

const invitation: PublicInvitation = {
  organizationName: 'Acme Logistics',
  kind: 'employee',
  expiresAt: '2030-01-01T00:00:00Z',
  expired: false,
};
const base: JoinInput = {
  token: 'tok',
  invitation,
  invitationError: false,
  signedIn: true,
  user: { status: 'active', organization: { name: 'Own Co' } },
  accepted: false,
};

describe('joinState', () => {
  it('needs a token and a valid invitation', () => {
    expect(joinState({ ...base, token: null })).toBe('missing');
    expect(joinState({ ...base, invitationError: true })).toBe('invalid');
    expect(joinState({ ...base, invitation: undefined })).toBe('loading');
    expect(joinState({ ...base, invitation: { ...invitation, expired: true } })).toBe('expired');
  });

  it('asks a signed-out visitor to sign in or register', () => {
    expect(joinState({ ...base, signedIn: false })).toBe('signed-out');
  });

  it('offers to accept, then waits for approval of an employee', () => {
    expect(joinState({ ...base, user: undefined })).toBe('loading');
    expect(joinState({ ...base, user: null })).toBe('ready');
    expect(joinState(base)).toBe('ready');
    expect(joinState({ ...base, accepted: true })).toBe('waiting');
    expect(
      joinState({ ...base, user: { status: 'pending', organization: { name: 'Acme Logistics' } } }),
    ).toBe('waiting');
  });

  it('joins a partner straight away', () => {
    expect(joinState({ ...base, invitation: { ...invitation, kind: 'partner' }, accepted: true })).toBe(
      'joined',
    );
  });

  it('builds the return path', () => {
    expect(joinPath('a b')).toBe('/join?token=a%20b');
  });
});
