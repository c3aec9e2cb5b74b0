import { fileURLToPath } from 'node:url';
import { CONFIG_SETTINGS, type Setting } from './settings.js';

/** The repository's README.md: src/config and dist/config both sit four levels below the root. */
export const README_PATH = fileURLToPath(new URL('../../../../README.md', import.meta.url));

/** The README's settings table sits between these lines; `npm run docs:config` rewrites it. */
export const TABLE_START = '<!-- settings:start (generated from apps/server/src/config/settings.ts) -->';
export const TABLE_END = '<!-- settings:end -->';

function cell(markdown: string, name: string): string {
  if (/[\r\n]/.test(markdown)) throw new Error(`${name}: a table cell cannot hold a line break`);
  return markdown.replaceAll('|', '\\|');
}

function meaning(setting: Setting): string {
  const required = setting.requiredWith ? ` Required when \`${setting.requiredWith}\` is set.` : '';
  return setting.description + required;
}

/** The settings table in Markdown: variable, default and meaning of every declared setting. */
export function renderSettingsTable(settings: readonly Setting[] = CONFIG_SETTINGS): string {
  const rows = settings.map((s) => {
    const shown = s.shownDefault ?? s.default;
    const defaultCell = shown === undefined ? '_(unset)_' : `\`${cell(shown, s.name)}\``;
    return `| \`${s.name}\` | ${defaultCell} | ${cell(meaning(s), s.name)} |`;
  });
  return ['| Variable | Default | Meaning |', '|---|---|---|', ...rows].join('\n');
}

function tableBounds(readme: string): { start: number; end: number } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start || readme.indexOf(TABLE_START, start + 1) >= 0)
    throw new Error(`README.md needs one "${TABLE_START}" line followed by one "${TABLE_END}" line`);
  return { start: start + TABLE_START.length, end };
}

/** The table the README holds now, between the markers. */
export function settingsTableOf(readme: string): string {
  const { start, end } = tableBounds(readme);
  return readme.slice(start, end).trim();
}

/** The README with the table between the markers replaced by the rendered one. */
export function withSettingsTable(readme: string, table = renderSettingsTable()): string {
  const { start, end } = tableBounds(readme);
  return `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`;
}
