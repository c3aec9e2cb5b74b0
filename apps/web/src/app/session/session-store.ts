import type { Language } from '@tracklane/domain';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type {
  LoginType,
  NavigationEntry,
  PersistedSession,
  SystemFunction,
  VisitState,
} from './session-types';

export const SESSION_STORAGE_KEY = 'DATA';
/** Enough to go "back" a few pages; older visits carry no value. */
export const NAVIGATION_HISTORY_LIMIT = 20;

export interface SessionActions {
  setLogin(login: { accessToken: string; loginType: LoginType }): void;
  setReadToken(token: string | null): void;
  setUuidOfUser(uuid: string | null): void;
  setSystemFunctions(functions: SystemFunction[]): void;
  setUserInfo(info: Record<string, unknown> | null): void;
  /** Logs out: drops tokens and user data, keeps language, lists and the redirect target. */
  clearUser(): void;
  setLanguage(language: Language): void;
  setTruckAgreement(agreed: boolean): void;
  setRedirectAfterLogin(target: string | null): void;
  recordVisit(entry: NavigationEntry): void;
  setVisit(visit: Partial<VisitState>): void;
  setFree(free: boolean): void;
  increaseUpgradeCount(): void;
  /** Clearing the upgrade state also empties the exports (views.md §4). */
  clearUpgrade(): void;
}

export type SessionState = PersistedSession & VisitState & SessionActions;

export const initialSession: PersistedSession = {
  accessToken2: null,
  readToken: null,
  writeToken: null,
  language: 'zh',
  truckAgreement: false,
  uuidOfUser: null,
  systemFunctions: [],
  loginType: null,
  userInfo: null,
  navigationHistory: [],
  redirectAfterLogin: null,
  selectedVessels: [],
  selectedHistoryRoutes: [],
  readedAds: [],
  exports: [],
  history: [],
  historySchedules: [],
  free: false,
  upgradeCount: 0,
};

const PERSISTED_KEYS = Object.keys(initialSession) as (keyof PersistedSession)[];

export function createSessionStore(storage: () => StateStorage = () => localStorage) {
  return create<SessionState>()(
    persist(
      (set) => ({
        ...initialSession,
        sdk: false,
        sdkDialog: false,
        setLogin: ({ accessToken, loginType }) =>
          set({ accessToken2: accessToken, writeToken: accessToken, loginType }),
        setReadToken: (readToken) => set({ readToken }),
        setUuidOfUser: (uuidOfUser) => set({ uuidOfUser }),
        setSystemFunctions: (systemFunctions) => set({ systemFunctions }),
        setUserInfo: (userInfo) => set({ userInfo }),
        clearUser: () =>
          set({
            accessToken2: null,
            readToken: null,
            writeToken: null,
            loginType: null,
            uuidOfUser: null,
            systemFunctions: [],
            userInfo: null,
          }),
        setLanguage: (language) => set({ language }),
        setTruckAgreement: (truckAgreement) => set({ truckAgreement }),
        setRedirectAfterLogin: (redirectAfterLogin) => set({ redirectAfterLogin }),
        recordVisit: (entry) =>
          set((s) => {
            // Reloading a page should not push it twice.
            const last = s.navigationHistory.at(-1);
            const rest = last?.path === entry.path ? s.navigationHistory.slice(0, -1) : s.navigationHistory;
            return { navigationHistory: [...rest, entry].slice(-NAVIGATION_HISTORY_LIMIT) };
          }),
        setVisit: (visit) => set(visit),
        setFree: (free) => set({ free }),
        increaseUpgradeCount: () => set((s) => ({ upgradeCount: s.upgradeCount + 1 })),
        clearUpgrade: () => set({ upgradeCount: 0, exports: [] }),
      }),
      {
        name: SESSION_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        // Only data goes to localStorage; the SDK flags are per visit.
        partialize: (s) =>
          Object.fromEntries(PERSISTED_KEYS.map((k) => [k, s[k]])) as unknown as SessionState,
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session store. */
export const useSession = createSessionStore();
