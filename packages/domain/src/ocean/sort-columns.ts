/**
 * The sortable columns of the subscription list (no zod here: the web bundle imports them). The
 * server's column map is keyed by this tuple, so a column is named once.
 */

/** Sortable columns; a leading '-' sorts descending (default -createdAt, newest first). */
export const SORT_COLUMNS = [
  'createdAt',
  'updateTime',
  'etd',
  'eta',
  'atd',
  'ata',
  'businessNumber',
  'carrierCode',
  'status',
] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortValue = SortColumn | `-${SortColumn}`;
/** Each column ascending then descending. */
export const SORT_VALUES = SORT_COLUMNS.flatMap((c): SortValue[] => [c, `-${c}`]) as [
  SortValue,
  ...SortValue[],
];
