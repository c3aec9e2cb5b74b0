import type { Language } from '@tracklane/domain';

export type LoginType = 'guest' | 'normal';

/** A function the account's edition may use (GET /application/system/functions). */
export interface SystemFunction {
  code: string;
  name: string;
}

/** One visit of a protected page, recorded by the login guard (platform.md §3). */
export interface NavigationEntry {
  path: string;
  name: string;
  params: Record<string, string>;
  query: Record<string, string>;
}

/** Everything persisted under localStorage key `DATA` (views.md §3, platform.md §3). */
export interface PersistedSession {
  accessToken2: string | null;
  readToken: string | null;
  writeToken: string | null;
  language: Language;
  truckAgreement: boolean;
  uuidOfUser: string | null;
  systemFunctions: SystemFunction[];
  loginType: LoginType | null;
  userInfo: Record<string, unknown> | null;
  navigationHistory: NavigationEntry[];
  redirectAfterLogin: string | null;
  // Shapes of the lists below belong to the features that fill them (tracking, vessels, exports…).
  selectedVessels: unknown[];
  selectedHistoryRoutes: unknown[];
  readedAds: Array<string | number>;
  exports: unknown[];
  history: string[];
  historySchedules: unknown[];
  free: boolean;
  upgradeCount: number;
}

/** Lives for the page visit only: an embedding page sets it with `?sdk=1` (see guard). */
export interface VisitState {
  sdk: boolean;
  sdkDialog: boolean;
}
