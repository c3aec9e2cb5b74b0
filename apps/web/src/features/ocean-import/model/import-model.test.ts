import { describe, expect, it } from 'vitest';
import { fileProblem, isFinished, jobFailure, pastedLines, pasteProblem, visibleRows } from './import-model';

describe('bulk import rules (web)', () => {
  it('takes only .xlsx and .csv up to 50 MB', () => {
    expect(fileProblem({ name: 'a.xlsx', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'A.CSV', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'a.xls', size: 10 })).toBe('fileType');
    expect(fileProblem({ name: 'a.csv', size: 50 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('counts pasted lines and refuses an empty paste or more than 5,000 rows plus a header', () => {
    expect(pastedLines('A\r\n\r\nB\n  \nC')).toBe(3);
    expect(pasteProblem('  \n ')).toBe('empty');
    expect(pasteProblem(Array.from({ length: 5001 }, () => 'X').join('\n'))).toBeNull();
    expect(pasteProblem(Array.from({ length: 5002 }, () => 'X').join('\n'))).toBe('tooMany');
  });

  it('knows when a job is over and filters the problem rows', () => {
    expect(isFinished({ status: 'running' })).toBe(false);
    expect(isFinished({ status: 'done' })).toBe(true);
    expect(jobFailure({ status: 'failed', failureReason: 'stopped' })).toBe('stopped');
    expect(jobFailure({ status: 'done', failureReason: null })).toBeNull();
    const rows = [{ status: 'ok' as const }, { status: 'invalid' as const }];
    expect(visibleRows(rows, true)).toEqual([{ status: 'invalid' }]);
    expect(visibleRows(rows, false)).toHaveLength(2);
  });
});
