import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The authored fleet plan under data/sandbox/ (services, flag states, naming styles). Validated on
 * load so a typo in the JSON fails at start with the file and field named, not deep in a build.
 */

const Lane = z.enum([
  'ASIA_EUROPE',
  'TRANSPACIFIC',
  'TRANSATLANTIC',
  'INTRA_ASIA',
  'MIDDLE_EAST',
  'LATIN_AMERICA',
  'AFRICA',
  'OCEANIA',
]);

export const VESSEL_CLASSES = ['feeder', 'panamax', 'neo-panamax', 'ulcv'] as const;
export type VesselClass = (typeof VESSEL_CLASSES)[number];

const ServicePlan = z.object({
  code: z.string().regex(/^[A-Z0-9]{2,8}$/),
  name: z.string().min(1),
  lane: Lane,
  operatorScac: z.string().regex(/^[A-Z0-9]{4}$/),
  partnerScacs: z.array(z.string().regex(/^[A-Z0-9]{4}$/)),
  vesselClass: z.enum(VESSEL_CLASSES),
  rotation: z.array(z.string().regex(/^[A-Z]{2}[A-Z0-9]{3}$/)).min(2),
  loopWeeks: z.number().int().min(1),
});
export type ServicePlan = z.infer<typeof ServicePlan>;

const ServicesFile = z.object({ services: z.array(ServicePlan).min(1) });

const FlagState = z.object({
  name: z.string().min(1),
  country: z.string().length(2),
  mids: z.array(z.string().regex(/^[2-7]\d\d$/)).min(1),
  callSignPrefixes: z.array(z.string().regex(/^[A-Z0-9]{1,2}$/)).min(1),
  /** A = a letter, 9 = a digit, anything else literal. */
  callSignSuffix: z.string().regex(/^[A9]+$/),
  share: z.number().min(0).max(1),
});
export type FlagState = z.infer<typeof FlagState>;

const FlagsFile = z.object({ flags: z.array(FlagState).min(1) });

const NamingStyle = z.object({
  /** `{word}` is replaced by a word of the list. */
  pattern: z.string().includes('{word}'),
  words: z.array(z.string().min(1)).min(1),
  voyageNumber: z.enum(['seq', 'week']),
  preferredFlags: z.array(z.string().length(2)),
});
export type NamingStyle = z.infer<typeof NamingStyle>;

const CraftPort = z.object({
  locode: z.string(),
  tugs: z.number().int().min(0),
  pilots: z.number().int().min(0),
  pleasure: z.number().int().min(0),
});

const NamesFile = z.object({
  default: NamingStyle,
  carriers: z.record(z.string(), NamingStyle),
  harbourCraft: z.object({
    tugNames: z.array(z.string().includes('{word}')).min(1),
    tugWords: z.array(z.string()).min(1),
    pilotWords: z.array(z.string()).min(1),
    pleasureWords: z.array(z.string()).min(1),
    ports: z.array(CraftPort),
  }),
});
export type VesselNames = z.infer<typeof NamesFile>;

export interface FleetData {
  services: readonly ServicePlan[];
  flags: readonly FlagState[];
  names: VesselNames;
}

function readJson<T>(dataDir: string, file: string, schema: z.ZodType<T>): T {
  const path = join(dataDir, 'sandbox', file);
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

const cache = new Map<string, FleetData>();

/** Loads data/sandbox/{services,flags,vessel-names}.json once per data folder. */
export function loadFleetData(dataDir: string): FleetData {
  const cached = cache.get(dataDir);
  if (cached) return cached;
  const data: FleetData = {
    services: readJson(dataDir, 'services.json', ServicesFile).services,
    flags: readJson(dataDir, 'flags.json', FlagsFile).flags,
    names: readJson(dataDir, 'vessel-names.json', NamesFile),
  };
  cache.set(dataDir, data);
  return data;
}
