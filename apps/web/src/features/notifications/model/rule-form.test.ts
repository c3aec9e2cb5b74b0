import { defaultNotificationRule } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { emailsProblem, formFieldOf, formToRule, ruleToForm } from './rule-form';

describe('the notification settings form', () => {
  it('starts from the rule and sends it back', () => {
    const values = ruleToForm(defaultNotificationRule());
    expect(values).toMatchObject({
      enabled: true,
      thresholdHours: 6,
      scopeKind: 'mine',
      email: false,
      emails: '',
    });
    expect(formToRule(values)).toEqual({
      enabled: true,
      // The dates and the milestones a forwarder acts on (defaultNotificationRule).
      events: [
        'ETD_CHANGE',
        'ETA_CHANGE',
        'ATD_CHANGE',
        'ATA_CHANGE',
        'VESSEL_DEPARTED',
        'VESSEL_ARRIVED',
        'AVAILABLE_FOR_PICKUP',
        'HOLD_SET',
        'HOLD_RELEASED',
        'LFD_CHANGE',
        'LFD_DUE',
      ],
      thresholdHours: 6,
      scope: { kind: 'mine' },
      channels: { email: false, msgapp: false },
    });
    // A member without a bound account has no msgapp box: an absent value is off.
    const { msgapp: _, ...withoutBox } = values;
    expect(formToRule(withoutBox as typeof values).channels).toEqual({ email: false, msgapp: false });
    expect(formToRule({ ...values, msgapp: true }).channels).toEqual({ email: false, msgapp: true });
  });
  it('sends chosen shipments and the addresses with the e-mail channel', () => {
    const values = {
      ...ruleToForm(defaultNotificationRule()),
      scopeKind: 'chosen' as const,
      subscriptionIds: ['a'],
      email: true,
      emails: ' a@x.com，b@x.com ',
    };
    expect(formToRule(values)).toMatchObject({
      scope: { kind: 'chosen', subscriptionIds: ['a'] },
      channels: { email: true },
      emails: 'a@x.com，b@x.com',
    });
    // Off, a broken draft stays behind rather than blocking the save.
    expect(formToRule({ ...values, email: false, emails: 'nope' })).not.toHaveProperty('emails');
  });
  it('refuses four addresses, a bad one and none when e-mail is on', () => {
    expect(emailsProblem('a@x.com,b@x.com,c@x.com,d@x.com', true)).toEqual({ problem: 'too-many' });
    expect(emailsProblem('a@x.com，nope', true)).toEqual({ problem: 'invalid', value: 'nope' });
    expect(emailsProblem('', true)).toEqual({ problem: 'empty' });
    expect(emailsProblem('', false)).toBeNull();
    expect(emailsProblem('a@x.com，b@x.com, c@x.com', true)).toBeNull();
  });
  it('puts a server issue on the field it names', () => {
    expect(formFieldOf('emails')).toBe('emails');
    expect(formFieldOf('scope.subscriptionIds')).toBe('subscriptionIds');
    expect(formFieldOf('scope')).toBe('scopeKind');
    expect(formFieldOf('events.2')).toBe('events');
    expect(formFieldOf('channels.msgapp')).toBe('msgapp');
    expect(formFieldOf('channels.email')).toBe('email');
    expect(formFieldOf('body')).toBeNull();
  });
  it('sends a filter of the list with only the fields filled, and reads it back', () => {
    const values = {
      ...ruleToForm(defaultNotificationRule()),
      scopeKind: 'filter' as const,
      filterCarriers: ['MAEU'],
      filterPols: [],
      filterPods: ['NLRTM', 'USLAX'],
      filterRemark: '  acme ',
    };
    const scope = formToRule(values).scope;
    expect(scope).toEqual({
      kind: 'filter',
      filter: { carrierCodes: ['MAEU'], podCodes: ['NLRTM', 'USLAX'], remark: 'acme' },
    });
    const back = ruleToForm({ ...defaultNotificationRule(), scope: scope as never });
    expect(back).toMatchObject({
      scopeKind: 'filter',
      filterCarriers: ['MAEU'],
      filterPols: [],
      filterPods: ['NLRTM', 'USLAX'],
      filterRemark: 'acme',
    });
    expect(formFieldOf('scope.filter.podCodes.1')).toBe('filterPods');
    expect(formFieldOf('scope.filter')).toBe('filterCarriers');
  });
});
