import type { Language, PortDirectory } from '@tracklane/domain';
import { count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { scopeCondition, scopeOf } from '../../auth/subscription-scope.js';
import { departments, oceanSubscriptions, users } from '../../db/schema/index.js';
import { mergeByCanonicalPort } from './canonical-port-counts.js';
import { directoryPortName } from './directory-port-name.js';
import type { FacetDeps } from './subscription-facets.js';
import { matchesAll } from './subscription-list-query.js';

export interface ClientCount {
  /** The member's id; null for subscriptions whose member was removed, or a guest's. */
  userId: string | null;
  username: string | null;
  departmentId: string | null;
  departmentName: string | null;
  count: number;
}

/**
 * GET /application/ocean/subscribes/clients: the members who own the caller's subscriptions,
 * with their counts. Counted on ocean_subscriptions alone (owner index), then the few owners are
 * named; the users join is kept to the caller's organisation so a stale owner id never names a
 * stranger.
 */
export async function clientFacet({ db, caller }: FacetDeps): Promise<ClientCount[]> {
  const scope = await scopeOf(db, caller);
  const counts = await db.orm
    .select({ userId: oceanSubscriptions.ownerUserId, n: count() })
    .from(oceanSubscriptions)
    .where(scopeCondition(scope))
    .groupBy(oceanSubscriptions.ownerUserId)
    .orderBy(desc(count()));
  if (scope.kind === 'guest') return counts.map((c) => ({ ...unnamed(c.userId), count: Number(c.n) }));
  const members = await db.orm
    .select({
      id: users.id,
      username: users.username,
      departmentId: users.departmentId,
      departmentName: departments.name,
    })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.organizationId, scope.organizationId));
  const byId = new Map(members.map((m) => [m.id, m]));
  return counts.map(({ userId, n }) => {
    const member = userId ? byId.get(userId) : undefined;
    if (!member) return { ...unnamed(null), count: Number(n) };
    const { id, ...rest } = member;
    return { userId: id, ...rest, count: Number(n) };
  });
}

const unnamed = (userId: string | null) => ({
  userId,
  username: null,
  departmentId: null,
  departmentName: null,
});

export interface PlaceCount {
  code: string;
  name: string;
  country: string;
  count: number;
}

export interface CountryCount {
  country: string;
  count: number;
}

export interface LocationSide {
  ports: PlaceCount[];
  countries: CountryCount[];
}

/** Port counts → the same with names (in `language`, English by default), and per-country sums (pure). */
export function locationSideOf(
  byPort: { code: string; n: number }[],
  ports: PortDirectory,
  language: Language = 'en',
): LocationSide {
  // By the port's product code: CNSGH and CNSHA rows are one Shanghai.
  const merged = mergeByCanonicalPort(byPort, ports, (r) => r.n);
  const placed = merged.map(({ code, n }) => {
    const port = ports.get(code);
    return {
      code,
      name: directoryPortName(port, code, language),
      country: port?.country ?? code.slice(0, 2),
      count: n,
    };
  });
  const countries = new Map<string, number>();
  for (const p of placed) countries.set(p.country, (countries.get(p.country) ?? 0) + p.count);
  return {
    ports: placed,
    countries: [...countries.entries()]
      .map(([country, n]) => ({ country, count: n }))
      .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country)),
  };
}

/**
 * GET /application/ocean/subscribes/location/statistics: counts per POL and POD port and country,
 * port names in the caller's language (English when none is asked for).
 */
export async function locationStatistics({
  db,
  caller,
  ports,
  language = 'en',
}: FacetDeps & { ports: PortDirectory; language?: Language }): Promise<{
  pol: LocationSide;
  pod: LocationSide;
}> {
  const scoped = scopeCondition(await scopeOf(db, caller));
  const byColumn = async (column: typeof oceanSubscriptions.polCode | typeof oceanSubscriptions.podCode) => {
    const rows = await db.orm
      .select({ code: column, n: count() })
      .from(oceanSubscriptions)
      .where(matchesAll([scoped, isNotNull(column) as SQL]))
      .groupBy(column)
      .orderBy(desc(count()), column);
    return rows.map((r) => ({ code: r.code ?? '', n: Number(r.n) }));
  };
  const [pol, pod] = await Promise.all([
    byColumn(oceanSubscriptions.polCode),
    byColumn(oceanSubscriptions.podCode),
  ]);
  return { pol: locationSideOf(pol, ports, language), pod: locationSideOf(pod, ports, language) };
}
