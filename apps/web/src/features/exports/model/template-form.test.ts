import { DEFAULT_EXPORT_FIELDS, EXPORT_FIELD_KEYS, type ExportTemplate, StatusCode } from '@tracklane/domain';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../../app/request';
import {
  atTemplateLimit,
  fieldIssues,
  fieldsByGroup,
  fieldsProblem,
  formToBody,
  moveField,
  scheduleEmailsProblem,
  templateLimitError,
  templateToForm,
  toggleField,
} from './template-form';

const template = (id: string, readOnly = false): ExportTemplate => ({
  id,
  name: id,
  enabled: true,
  readOnly,
  rowMode: 'shipment',
  fields: ['billNumber'],
  schedule: null,
  updatedAt: null,
});

describe('the template form rules', () => {
  it('needs at least one field, each once (§5)', () => {
    expect(fieldsProblem([])).toBe('empty');
    expect(fieldsProblem(undefined)).toBe('empty');
    expect(fieldsProblem(['billNumber', 'billNumber'])).toBe('duplicate');
    expect(fieldsProblem(['billNumber'])).toBeNull();
  });

  it('moves a field up or down and leaves the list alone past its ends', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveField(list, 2, 0)).toEqual(['c', 'a', 'b', 'd']);
    expect(moveField(list, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(moveField(list, 0, -1)).toEqual(list);
    expect(moveField(list, 3, 4)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a field at the end and takes it out again', () => {
    expect(toggleField(['billNumber'], 'eta')).toEqual(['billNumber', 'eta']);
    expect(toggleField(['billNumber', 'eta'], 'billNumber')).toEqual(['eta']);
  });

  it('lists every catalogue field once, by group', () => {
    const keys = fieldsByGroup().flatMap((g) => g.keys);
    expect(keys.length).toBe(EXPORT_FIELD_KEYS.length);
    expect(new Set(keys).size).toBe(EXPORT_FIELD_KEYS.length);
  });

  it('starts a new template from the default fields in the browser zone, schedule off', () => {
    const form = templateToForm(null, 'Asia/Tokyo');
    expect(form.fields).toEqual([...DEFAULT_EXPORT_FIELDS]);
    expect(form.timeZone).toBe('Asia/Tokyo');
    expect(formToBody({ ...form, name: ' Mine ' }, 'jp')).toMatchObject({ name: 'Mine', schedule: null });
  });

  it('sends the weekday only for a weekly schedule', () => {
    const form = { ...templateToForm(null, 'UTC'), name: 'x', scheduleOn: true, emails: 'a@x.com' };
    expect(formToBody({ ...form, cycle: 'daily', weekday: 3 }, 'en').schedule).toMatchObject({
      weekday: null,
    });
    expect(formToBody({ ...form, cycle: 'weekly', weekday: 3 }, 'en').schedule).toMatchObject({
      cycle: 'weekly',
      weekday: 3,
      language: 'en',
    });
  });

  it('takes 1–3 addresses when the schedule is on', () => {
    expect(scheduleEmailsProblem('', false)).toBeNull();
    expect(scheduleEmailsProblem('', true)).toEqual({ problem: 'empty' });
    expect(scheduleEmailsProblem('a@x.com，b@x.com', true)).toBeNull();
    expect(scheduleEmailsProblem('a@x.com,b@x.com,c@x.com,d@x.com', true)).toEqual({ problem: 'too-many' });
  });

  it('knows the limit of 5 own templates and the server’s limit answer', () => {
    const own = [1, 2, 3, 4].map((n) => template(`t${n}`));
    expect(atTemplateLimit([template('default', true), ...own])).toBe(false);
    expect(atTemplateLimit([template('default', true), ...own, template('t5')])).toBe(true);
    const limit = new RequestError('status', 'template limit exceeded', {
      statusCode: StatusCode.CALL_LIMIT_EXCEEDED,
    });
    expect(templateLimitError(limit)).toBe('template limit exceeded');
    expect(templateLimitError(new Error('other'))).toBeNull();
  });

  it('puts a server field issue on its form field', () => {
    const error = new RequestError('status', 'bad', {
      statusCode: 40000,
      envelope: {
        statusCode: 40000,
        message: 'bad',
        data: {
          issues: [
            { field: 'schedule.emails', message: 'at most 3' },
            { field: 'fields', message: 'one' },
          ],
        },
      } as never,
    });
    expect(fieldIssues(error)).toEqual([
      { name: 'emails', errors: ['at most 3'] },
      { name: 'fields', errors: ['one'] },
    ]);
  });
});
