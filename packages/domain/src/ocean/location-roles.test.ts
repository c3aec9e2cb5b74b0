import { describe, expect, it } from 'vitest';
import { ALPHA, BETA, ev, GAMMA, timed } from './__fixtures__/events.js';
import { deriveLocationRoles } from './location-roles.js';
import { deriveVesselLegs } from './vessel-legs.js';

function rolesOf(events: ReturnType<typeof ev>[]) {
  const list = events.map(timed);
  return deriveLocationRoles(list, deriveVesselLegs(list));
}

describe('deriveLocationRoles', () => {
  it('has no roles without a vessel leg', () => {
    expect(rolesOf([ev('CONF', '2026-09-25T06:00:00Z')]).route).toEqual([]);
  });

  it('reads POL and POD from a direct sailing', () => {
    const roles = rolesOf([
      ev('LOAD', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('DISC', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA }),
    ]);
    expect(roles.route).toEqual([
      { code: 'CNSGH', role: 'POL' },
      { code: 'NLRTM', role: 'POD' },
    ]);
  });

  it('makes every port where the box changes vessel a POT, in sailing order', () => {
    const roles = rolesOf([
      ev('DEPA', '2026-10-20T08:00:00Z', { locationCode: 'MYTPP', vessel: GAMMA }),
      ev('ARRI', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: GAMMA }),
      ev('DEPA', '2026-10-01T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-10-06T08:00:00Z', { locationCode: 'SGSIN', vessel: ALPHA }),
      ev('DEPA', '2026-10-10T08:00:00Z', { locationCode: 'SGSIN', vessel: BETA }),
      ev('ARRI', '2026-10-12T08:00:00Z', { locationCode: 'MYTPP', vessel: BETA }),
    ]);
    expect(roles.route.map((r) => `${r.role}:${r.code}`)).toEqual([
      'POL:CNSGH',
      'POT:SGSIN',
      'POT:MYTPP',
      'POD:NLRTM',
    ]);
  });

  it('ignores a vessel arrival reported at the load port', () => {
    const roles = rolesOf([
      ev('ARRI', '2026-10-04T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA }),
    ]);
    expect(roles.pol).toBe('CNSGH');
    expect(roles.pod).toBe('NLRTM');
  });

  it('adds the inland origin and destination, not the empty depot', () => {
    const roles = rolesOf([
      ev('PICK', '2026-09-28T08:00:00Z', { locationCode: 'CNSZX', emptyIndicator: 'EMPTY' }),
      ev('DEPA', '2026-09-30T08:00:00Z', { locationCode: 'CNSZX', modeOfTransport: 'TRUCK' }),
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA }),
      ev('ARRI', '2026-11-09T08:00:00Z', { locationCode: 'DEDUI', modeOfTransport: 'RAIL' }),
      ev('DROP', '2026-11-12T08:00:00Z', { locationCode: 'BEANR', emptyIndicator: 'EMPTY' }),
    ]);
    expect(roles.route.map((r) => `${r.role}:${r.code}`)).toEqual([
      'PRE:CNSZX',
      'POL:CNSGH',
      'POD:NLRTM',
      'PDE:DEDUI',
    ]);
  });

  it('has no PRE when the empty is picked up at the load port', () => {
    const roles = rolesOf([
      ev('PICK', '2026-09-28T08:00:00Z', { locationCode: 'CNSGH', emptyIndicator: 'EMPTY' }),
      ev('DEPA', '2026-10-05T08:00:00Z', { locationCode: 'CNSHA', vessel: ALPHA }),
      ev('ARRI', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA }),
    ]);
    expect(roles.pre).toBeNull();
    expect(roles.route.map((r) => r.role)).toEqual(['POL', 'POD']);
  });
});

describe('deriveLocationRoles with only the arrival known', () => {
  it('has a POD and no POL when only an ETA was published', () => {
    const roles = rolesOf([
      ev('ARRI', '2026-11-05T08:00:00Z', { locationCode: 'NLRTM', vessel: ALPHA, eventClassifier: 'EST' }),
    ]);
    expect(roles.pol).toBeNull();
    expect(roles.route).toEqual([{ code: 'NLRTM', role: 'POD' }]);
  });
});
