import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import {
  emptyImportCounts,
  IMPORT_HEADER_ALIASES,
  IMPORT_ROW_STATUSES,
  importMessage,
  importNumberKind,
  ZImportJobQuery,
} from './bulk-import-wire.js';

describe('bulk import wire', () => {
  it('guesses the kind as the search box does: the ISO 6346 shape is a container', () => {
    expect(importNumberKind('MSKU1234565')).toBe('container');
    expect(importNumberKind('MSKU1234560')).toBe('container'); // wrong check digit: still meant as one
    expect(importNumberKind('MAEU123456789')).toBe('bill');
    expect(importNumberKind('ABC1234567')).toBe('bill');
  });

  it('has every message in zh, en and jp, with its parameters filled in', () => {
    for (const language of LANGUAGES) {
      expect(importMessage('tooManyRows', language, { limit: 5000, count: 5001 })).toMatch(/5000/);
      expect(importMessage('duplicate', language, { row: 7 })).toMatch(/7/);
    }
  });

  it('keeps header aliases squashed (lower case, no spaces) so a header cell matches them', () => {
    for (const names of Object.values(IMPORT_HEADER_ALIASES)) {
      for (const name of names) expect(name).toBe(name.toLowerCase().replace(/\s/g, ''));
    }
  });

  it('counts every status from zero and reads a status filter list', () => {
    expect(Object.keys(emptyImportCounts())).toEqual([...IMPORT_ROW_STATUSES]);
    expect(ZImportJobQuery.parse({ status: 'invalid,bogus,duplicate' }).status).toEqual([
      'invalid',
      'duplicate',
    ]);
  });
});
