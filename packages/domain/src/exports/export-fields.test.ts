import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/languages.js';
import {
  DEFAULT_EXPORT_FIELDS,
  EXPORT_FIELD_KEYS,
  EXPORT_FIELDS,
  isExportFieldKey,
} from './export-fields.js';
import { ZExportTemplateBody, ZExportTemplateFields } from './export-template-wire.js';

describe('export field catalogue', () => {
  it('offers at least 50 fields (issue 22), each labelled in zh, en and jp', () => {
    expect(EXPORT_FIELD_KEYS.length).toBeGreaterThanOrEqual(50);
    for (const language of LANGUAGES) {
      const labels = EXPORT_FIELD_KEYS.map((k) => EXPORT_FIELDS[k].label[language]);
      expect(labels.every((l) => l.trim().length > 0)).toBe(true);
      // Two columns with one header would be ambiguous in the file.
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it('gives every date field a clock to be shown in', () => {
    for (const key of EXPORT_FIELD_KEYS) {
      const meta: { type: string; zone?: string } = EXPORT_FIELDS[key];
      if (meta.type === 'date') expect(meta.zone, key).toBeDefined();
    }
  });

  it('builds the default template of catalogue fields', () => {
    expect(DEFAULT_EXPORT_FIELDS.every(isExportFieldKey)).toBe(true);
    expect(isExportFieldKey('toString')).toBe(false);
  });
});

describe('template body', () => {
  it('needs at least one field, each once (platform.md §5)', () => {
    expect(ZExportTemplateFields.safeParse([]).success).toBe(false);
    expect(ZExportTemplateFields.safeParse(['eta', 'eta']).success).toBe(false);
    expect(ZExportTemplateFields.safeParse(['eta', 'nope']).success).toBe(false);
    expect(ZExportTemplateFields.safeParse(['eta', 'etd']).success).toBe(true);
  });

  it('defaults to enabled, one row per shipment', () => {
    const body = ZExportTemplateBody.parse({ name: ' Mine ', fields: ['eta'] });
    expect(body).toEqual({ name: 'Mine', enabled: true, rowMode: 'shipment', fields: ['eta'] });
  });
});
