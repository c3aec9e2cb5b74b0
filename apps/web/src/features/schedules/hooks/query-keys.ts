/** TanStack Query keys of the schedule resources (DESIGN.md §6: `[resource, params]`). */
export const SCHEDULE_KEYS = {
  ports: 'schedulePorts',
  groups: 'scheduleP2pGroups',
  sailing: 'scheduleSailing',
  searchLogs: 'scheduleSearchLogs',
  viewHistory: 'scheduleViewHistory',
  statistics: 'scheduleStatistics',
  routeHistory: 'scheduleRouteHistory',
  routeHistoryGroups: 'scheduleRouteHistoryGroups',
  terminal: 'scheduleTerminal',
} as const;
