import type { CutOffs, P2pGroups, P2pSailing, ScheduleCall, ScheduleLeg } from '@tracklane/domain';

/** Hand-written schedule objects for the unit tests: only what a test names differs. */
export const NO_CUT_OFFS: CutOffs = {
  customs: null,
  documentation: null,
  vgm: null,
  ams: null,
  portOpening: null,
  portCutOff: null,
  raw: [],
};

export function call(portCode: string, over: Partial<ScheduleCall> = {}): ScheduleCall {
  const arrival = over.arrival ?? '2026-12-01T00:00:00.000Z';
  const departure = over.departure ?? '2026-12-02T00:00:00.000Z';
  return {
    portCode,
    portName: portCode,
    portNameCn: null,
    country: portCode.slice(0, 2),
    timeZone: 'UTC',
    callId: `${portCode}-${arrival}`,
    terminalCode: `${portCode}T`,
    status: 'SCHEDULED',
    statusCodes: [],
    plannedArrival: arrival,
    plannedDeparture: departure,
    estimatedArrival: null,
    estimatedDeparture: null,
    actualArrival: null,
    actualDeparture: null,
    aisArrival: null,
    aisDeparture: null,
    arrival,
    departure,
    ...over,
  };
}

export function leg(from: ScheduleCall, to: ScheduleCall, over: Partial<ScheduleLeg> = {}): ScheduleLeg {
  return {
    sequence: 1,
    carrierCode: 'MAEU',
    serviceCode: 'AE1',
    serviceName: 'Asia Europe 1',
    vessel: { name: 'MAERSK ESSEN', imo: '9778791', mmsi: null, callSign: null },
    voyage: 'A01W',
    universalVoyageReference: null,
    from,
    to,
    intermediateCalls: [],
    etd: from.departure as string,
    eta: to.arrival as string,
    transitDays: 1,
    cutOffs: NO_CUT_OFFS,
    ...over,
  };
}

export function sailing(id: string, over: Partial<P2pSailing> = {}): P2pSailing {
  const from = call('CNSHA');
  const to = call('NLRTM', { arrival: '2027-01-01T00:00:00.000Z', departure: '2027-01-02T00:00:00.000Z' });
  const port = (c: ScheduleCall) => ({
    portCode: c.portCode,
    portName: c.portName,
    portNameCn: null,
    country: c.country,
    timeZone: c.timeZone,
    terminalCode: c.terminalCode,
  });
  return {
    id,
    carrierCode: 'MAEU',
    carrierName: 'Maersk',
    serviceCode: 'AE1',
    serviceName: 'Asia Europe 1',
    vesselName: 'MAERSK ESSEN',
    imo: '9778791',
    voyage: 'A01W',
    pol: port(from),
    pod: port(to),
    etd: '2026-12-02T00:00:00.000Z',
    eta: '2027-01-01T00:00:00.000Z',
    transitDays: 30,
    direct: true,
    transshipmentPorts: [],
    legs: [leg(from, to)],
    cutOffs: NO_CUT_OFFS,
    updatedAt: '2026-11-25T00:00:00.000Z',
    ...over,
  };
}

/** One page of the group call, grouped the simplest way (a group per sailing). */
export function page(sailings: P2pSailing[], total = sailings.length): P2pGroups {
  return {
    list: sailings.map((s) => ({
      key: `${s.carrierCode}:${s.serviceCode}`,
      carrierCode: s.carrierCode,
      carrierName: s.carrierName,
      serviceCode: s.serviceCode,
      serviceName: s.serviceName,
      serviceCodes: [s.serviceCode],
      direct: s.direct,
      transshipmentPorts: s.transshipmentPorts,
      sailings: [s],
      minTransitDays: s.transitDays,
      maxTransitDays: s.transitDays,
      nextEtd: s.etd,
    })),
    total,
    pageNum: 1,
    pageSize: 200,
  };
}
