import type { TerminalRecord } from '../../ocean';

/**
 * The words of the terminal card. Providers send statuses and hold categories as codes
 * (`LOADED_ON_VESSEL`, `CUSTOMS`); the card shows the translated word for the codes we know and,
 * for a code we have no word for yet, the code read as words ("Gate hold"), never the raw code.
 */
type Translate = (key: string, options?: { defaultValue: string }) => string;

/** `SOME_CODE` → "Some code". */
export function codeAsWords(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The container's status at the terminal, in words (`terminal.statuses.<CODE>`). */
export function statusWord(t: Translate, code: string): string {
  return t(`terminal.statuses.${code.toUpperCase()}`, { defaultValue: codeAsWords(code) });
}

/** A hold's category, in words (`terminal.holdCategories.<CODE>`). */
export function holdCategoryWord(t: Translate, code: string): string {
  return t(`terminal.holdCategories.${code.toUpperCase()}`, { defaultValue: codeAsWords(code) });
}

/** A port event (yard move …), in words (`terminal.portEvents.<CODE>`). */
export function portEventWord(t: Translate, code: string): string {
  return t(`terminal.portEvents.${code.toUpperCase()}`, { defaultValue: codeAsWords(code) });
}

/**
 * What the in and out times of a record were: a box that came off a vessel was discharged (not
 * gated in), one that left on a vessel or a train was loaded (not gated out). Calling a vessel
 * loading a gate-out put a "gate-out" on the card before the carrier's "loaded on board".
 */
export function inLabelKey(record: Pick<TerminalRecord, 'ieid'>): string {
  return record.ieid === 'I' ? 'terminal.discharged' : 'terminal.inDate';
}

export function outLabelKey(record: Pick<TerminalRecord, 'containerStatus'>): string {
  const status = record.containerStatus?.toUpperCase();
  if (status === 'LOADED_ON_VESSEL') return 'terminal.loadedOnBoard';
  if (status === 'LOADED_ON_RAIL') return 'terminal.loadedOnRail';
  return 'terminal.outDate';
}
