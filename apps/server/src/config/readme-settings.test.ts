import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configKey, loadConfig } from './load.js';
import {
  README_PATH,
  renderSettingsTable,
  settingsTableOf,
  TABLE_END,
  TABLE_START,
  withSettingsTable,
} from './readme.js';
import { CONFIG_SETTINGS, type Setting } from './settings.js';

const readme = readFileSync(README_PATH, 'utf8');

describe('the README settings table', () => {
  it('is the table the declaration renders (npm run docs:config rewrites it)', () => {
    expect(
      settingsTableOf(readme),
      'README.md differs from apps/server/src/config/settings.ts: run `npm run docs:config`',
    ).toBe(renderSettingsTable());
  });

  it('differs as soon as a declared setting does', () => {
    const changed: Setting[] = CONFIG_SETTINGS.map((s) =>
      s.name === 'PORT' ? { ...s, default: '8081' } : s,
    );
    expect(settingsTableOf(readme)).not.toBe(renderSettingsTable(changed));
    expect(settingsTableOf(readme)).not.toBe(renderSettingsTable(CONFIG_SETTINGS.slice(1)));
  });

  it('has one row per setting, in declaration order, with pipes escaped', () => {
    const rows = settingsTableOf(readme).split('\n').slice(2);
    expect(rows.map((row) => /^\| `(\w+)` \|/.exec(row)?.[1])).toEqual(CONFIG_SETTINGS.map((s) => s.name));
    expect(readme).toContain('`POST <url>/v1/{us\\|kr\\|jp}/download`');
  });

  it('is replaced between the markers and nowhere else', () => {
    const text = `before\n${TABLE_START}\n| old |\n${TABLE_END}\nafter\n`;
    expect(withSettingsTable(text, '| new |')).toBe(`before\n${TABLE_START}\n| new |\n${TABLE_END}\nafter\n`);
    expect(() => settingsTableOf('no markers')).toThrow(/settings:start/);
  });
});

describe('the declaration', () => {
  it('names only declared settings as required with another', () => {
    const names = new Set<string>(CONFIG_SETTINGS.map((s) => s.name));
    for (const setting of CONFIG_SETTINGS as readonly Setting[])
      if (setting.requiredWith) expect(names).toContain(setting.requiredWith);
  });

  it('gives every setting a Config property (SANDBOX_SEED → sandboxSeed)', () => {
    expect(configKey('SANDBOX_SEED')).toBe('sandboxSeed');
    expect(Object.keys(loadConfig({}))).toEqual(CONFIG_SETTINGS.map((s) => configKey(s.name)));
  });
});
