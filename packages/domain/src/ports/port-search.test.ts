import { describe, expect, it } from 'vitest';
import { portKeyLongEnough, portSearchText } from './port-search.js';

describe('port lookup keys', () => {
  it('counts 4 Latin characters (views.md §5) but 2 Chinese or Japanese ones', () => {
    expect(portKeyLongEnough('CNS')).toBe(false);
    expect(portKeyLongEnough(' cnsh ')).toBe(true);
    expect(portKeyLongEnough('CNSHA')).toBe(true);
    expect(portKeyLongEnough('上')).toBe(false);
    expect(portKeyLongEnough('上海')).toBe(true);
    expect(portKeyLongEnough('鹿特丹')).toBe(true);
    expect(portKeyLongEnough('シャ')).toBe(true);
  });

  it('folds case, full-width letters and hiragana so each spelling finds the same name', () => {
    expect(portSearchText(' cnsha ')).toBe('CNSHA');
    expect(portSearchText('ＣＮＳＨＡ')).toBe('CNSHA');
    expect(portSearchText('しゃんはい')).toBe('シャンハイ');
    expect(portSearchText('上海')).toBe('上海');
  });
});
