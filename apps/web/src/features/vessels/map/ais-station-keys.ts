import type { AisStationKind } from '@tracklane/domain';

/** The locale key of a kind (stations.kind.*). */
export const kindKey = (kind: AisStationKind) =>
  kind === 'base-station' ? 'baseStation' : kind === 'aid-to-navigation' ? 'aidToNavigation' : 'sarAircraft';

/** The locale key of a fix type (stations.epfd.*): the defined ones, else "unknown". */
export const epfdKey = (epfd: number | null) =>
  epfd !== null && ((epfd >= 1 && epfd <= 8) || epfd === 15) ? String(epfd) : 'unknown';
