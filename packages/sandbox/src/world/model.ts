/**
 * The sandbox world's data model: the contract between the world generator (world/), which
 * decides what happens, and the protocol servers (providers/), which only render it in a
 * provider's protocol. Every instant is epoch milliseconds (UTC); every place is a UN/LOCODE as
 * carriers send it (CNSHA and CNNGB for the ports of Shanghai and Ningbo, see reference/ports).
 *
 * The world is a pure function of (seed, simulated time): identifiers and plans never depend on
 * when the process started, so a restart keeps every booking, B/L and container number the app
 * already tracks. What the outside sees at an instant `t` (which events are actual, what the
 * estimate was) is derived from the plan and `t` by the functions of `World`.
 */

import type { SampleNumbers } from './cargo/samples.js';

export type LonLat = readonly [lon: number, lat: number];

// ── Reference data (loaded from data/, see world/reference) ────────────────────────────────────

export interface Port {
  /** The canonical UN/LOCODE, e.g. CNSGH for the port of Shanghai. */
  locode: string;
  /** Other codes carriers use for the same port, e.g. ['CNSHA'] for CNSGH. */
  aliases: readonly string[];
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lon: number;
  /** IANA time zone, e.g. Asia/Shanghai. */
  timeZone: string;
}

export interface CarrierRef {
  scac: string;
  name: string;
  shortName: string;
  /** Bill of lading prefix carriers print before the number (e.g. MEDU); may be the SCAC. */
  blPrefix: string;
  /** BIC owner prefixes (4 letters incl. category U) of the carrier's group, e.g. MSCU MEDU. */
  containerPrefixes: readonly string[];
}

// ── Geography ──────────────────────────────────────────────────────────────────────────────────

/** A path over water; `cumulativeNm[i]` is the sailed distance from the start to `points[i]`. */
export interface SeaPath {
  points: readonly LonLat[];
  cumulativeNm: readonly number[];
  lengthNm: number;
}

export interface SeaRouter {
  /** The shortest sea path between two ports (by any of their codes), crossing 180° when shorter. */
  route(fromLocode: string, toLocode: string): SeaPath;
}

// ── Fleet and schedules ────────────────────────────────────────────────────────────────────────

export type TradeLane =
  | 'ASIA_EUROPE'
  | 'TRANSPACIFIC'
  | 'TRANSATLANTIC'
  | 'INTRA_ASIA'
  | 'MIDDLE_EAST'
  | 'LATIN_AMERICA'
  | 'AFRICA'
  | 'OCEANIA';

export interface Carrier extends CarrierRef {}

export interface Vessel {
  /** 7 digits with a valid check digit. */
  imo: string;
  /** 9 digits; the first three are the MID of the flag state. */
  mmsi: string;
  name: string;
  callSign: string;
  /** Flag state as named in the MID table. */
  flag: string;
  /** AIS ship and cargo type (70–79 cargo, 52 tug, 37 pleasure craft …). */
  shipType: number;
  aisClass: 'A' | 'B';
  lengthM: number;
  beamM: number;
  /** Design draught in metres. */
  draughtM: number;
  /** Nominal capacity in TEU; 0 for craft that carry no containers. */
  teu: number;
  /** Service sailed, or null for harbour craft that move around one port. */
  serviceCode: string | null;
  /** Operator SCAC, or null for harbour craft. */
  operatorScac: string | null;
  /** Home port of harbour craft (loiters around it); null for liner vessels. */
  homePort: string | null;
  serviceSpeedKn: number;
}

export interface Service {
  /** Carrier service code, e.g. AE1 or "TP6". */
  code: string;
  name: string;
  lane: TradeLane;
  /** Operating carrier; partners share slots and publish the service under their own SCAC. */
  operatorScac: string;
  partnerScacs: readonly string[];
  /** One loop, first port first; the vessel returns to the first port after the last. */
  rotation: readonly string[];
  vesselImos: readonly string[];
  /** Weeks one vessel needs for the loop; equals the number of vessels for a weekly service. */
  loopWeeks: number;
}

/** OVS 3.0 port call status codes, see data/dcsa/ovs_portcallstatuscodes-v300.csv. */
export type PortCallStatus = 'SCHEDULED' | 'OMITTED' | 'BLANKED' | 'ADDED_TO_SCHEDULE';

export interface PortCall {
  /** 0-based position in the voyage. */
  seq: number;
  locode: string;
  /** Terminal (SMDG code) where known; else null. */
  terminalCode: string | null;
  status: PortCallStatus;
  /** Proforma (long-term schedule) times. */
  plannedArrival: number;
  plannedDeparture: number;
  /** What really happens; for omitted or blanked calls these equal the planned times. */
  actualArrival: number;
  actualDeparture: number;
  /** Cut-offs for cargo loaded at this call (document, VGM, port/CY). */
  /**
   * Cut-offs of cargo loaded at the call: documentation, VGM, FCL delivery (port cut-off),
   * customs clearance, port opening (earliest full-container delivery) and, on services bound for
   * North America, the advance manifest filing (AMS/ACI) cut-off (null elsewhere).
   */
  cutOffs: {
    documentation: number;
    vgm: number;
    cargo: number;
    customs: number;
    portOpening: number;
    manifest: number | null;
  };
}

export interface Voyage {
  /** Stable id: `${serviceCode}-${vesselImo}-${loopIndex}`. */
  id: string;
  serviceCode: string;
  vesselImo: string;
  /** Carrier voyage number, e.g. 045W. */
  voyageNumber: string;
  /** DCSA universal voyage reference, e.g. 2346W. */
  universalVoyageReference: string;
  calls: readonly PortCall[];
  /** A blank sailing: the whole voyage is cancelled (every call status BLANKED). */
  blank: boolean;
}

/** AIS navigational status (0 under way using engine, 1 at anchor, 5 moored …). */
export interface VesselState {
  lon: number;
  lat: number;
  /** Speed over ground, knots. */
  sogKn: number;
  /** Course over ground, degrees 0–360. */
  cogDeg: number;
  /** True heading, degrees 0–359. */
  headingDeg: number;
  navStatus: number;
  /** Current voyage, destination and its ETA as the crew would type them into AIS. */
  voyageId: string | null;
  destination: string | null;
  eta: number | null;
  /** Current draught, metres. */
  draughtM: number;
}

// ── Cargo ──────────────────────────────────────────────────────────────────────────────────────

export type TransportMode = 'VESSEL' | 'FEEDER' | 'RAIL' | 'TRUCK' | 'BARGE';

/** One ocean leg of a shipment: loaded at one call of a voyage, discharged at a later call. */
export interface OceanLeg {
  voyageId: string;
  loadCallSeq: number;
  dischargeCallSeq: number;
  mode: 'VESSEL' | 'FEEDER';
}

export interface InlandLeg {
  mode: 'TRUCK' | 'RAIL' | 'BARGE';
  fromLocode: string;
  toLocode: string;
}

export interface Container {
  /** ISO 6346 with a valid check digit, under one of the carrier's owner prefixes. */
  number: string;
  /** ISO size/type, e.g. 45G1, 22G1, 45R1. */
  isoType: string;
  sealNumber: string;
  grossWeightKg: number;
}

export interface Shipment {
  carrierScac: string;
  carrierBookingReference: string;
  /** The B/L number; null while no transport document has been issued yet. */
  transportDocumentReference: string | null;
  status: 'CONFIRMED' | 'CANCELLED';
  bookedAt: number;
  /** Place of receipt (PRE) and delivery (PDE) when inland; POL and POD always. */
  placeOfReceipt: string | null;
  portOfLoading: string;
  portOfDischarge: string;
  placeOfDelivery: string | null;
  preCarriage: InlandLeg | null;
  onCarriage: InlandLeg | null;
  /** The legs sailed, in order (more than one = transshipment). */
  legs: readonly OceanLeg[];
  /** Set when the cargo was rolled: the leg it was first booked on. */
  rolledFrom: OceanLeg | null;
  containers: readonly Container[];
}

export type MilestoneKind = 'TRANSPORT' | 'EQUIPMENT' | 'SHIPMENT';

/**
 * Something that happens (or is planned to happen) to a shipment. The providers render each
 * milestone into the events a real carrier publishes over time: a PLN event when planned, EST
 * events at each `estimates` revision, an ACT event once `actual` has passed.
 */
export interface Milestone {
  /** Stable within the shipment, e.g. `EQ:MSCU1234565:LOAD:1`. */
  key: string;
  kind: MilestoneKind;
  /** DCSA code: ARRI/DEPA, LOAD/DISC/GTIN/GTOT/STUF/STRP/PICK/DROP/INSP, or RECE/CONF/ISSU/HOLD/RELS…  */
  code: string;
  /** For SHIPMENT milestones: BKG (booking), TRD (transport document), CAS, SRM … */
  documentTypeCode: string | null;
  /** Container number for EQUIPMENT milestones. */
  equipmentReference: string | null;
  emptyIndicator: 'EMPTY' | 'LADEN' | null;
  locode: string | null;
  facilityCode: string | null;
  /** Voyage and call for TRANSPORT milestones and for LOAD/DISC. */
  voyageId: string | null;
  callSeq: number | null;
  mode: TransportMode | null;
  /** When first planned (null for unplanned events such as holds). */
  planned: number | null;
  /** When it happens; it is visible as actual only once the clock has passed it. */
  actual: number;
  /** Revised estimates in the order they were published: `value` published at `publishedAt`. */
  estimates: readonly { publishedAt: number; value: number }[];
  /** Free text such as a hold reason ("customs exam"). */
  remark: string | null;
}

// ── The world ──────────────────────────────────────────────────────────────────────────────────

export interface WorldSize {
  /** Containers in flight at the anchor; about 20,000 by default. */
  activeContainers: number;
}

export interface WorldOptions {
  seed: number;
  /** Simulated instant the world is built around (6 months back, ≥ 8 weeks ahead). */
  anchor: number;
  size?: Partial<WorldSize>;
}

export interface World {
  readonly seed: number;
  readonly anchor: number;
  /** Simulated time range the world covers: [anchor − ~183 days, anchor + ≥ 8 weeks]. */
  readonly from: number;
  readonly to: number;
  readonly carriers: readonly Carrier[];
  readonly services: readonly Service[];
  readonly vessels: readonly Vessel[];
  readonly voyages: readonly Voyage[];
  readonly shipments: readonly Shipment[];
  port(code: string): Port | undefined;
  carrier(scac: string): Carrier | undefined;
  vesselByImo(imo: string): Vessel | undefined;
  vesselByMmsi(mmsi: string): Vessel | undefined;
  voyage(id: string): Voyage | undefined;
  /** Lookup by booking reference, B/L number or container number (exact, upper case). */
  shipmentsByReference(reference: string): readonly Shipment[];
  /** The voyages that call at a port, ordered by planned arrival. */
  voyagesCallingAt(locode: string): readonly Voyage[];
  /** The sea path a voyage sails from call `fromSeq` to the next call it really makes. */
  legPath(voyageId: string, fromSeq: number): SeaPath;
  /** Where a vessel is and what it does at simulated time t (defined for every t in range). */
  vesselStateAt(vessel: Vessel, t: number): VesselState;
  /** Everything that happens to a shipment, in chronological order of `actual`. */
  milestonesOf(shipment: Shipment): readonly Milestone[];
  /** Numbers for the search pages' samples: active, well-formed, spread over carriers. */
  samples(): SampleNumbers;
}
