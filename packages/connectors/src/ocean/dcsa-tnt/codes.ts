import type { EmptyIndicator, EventClassifier, ModeOfTransport } from '@tracklane/domain';
import { EVENT_CODE_FIELDS } from './code-lists.js';

/**
 * T&T 2.2 code lists → the canonical codes of CarrierEvent. Each lookup says whether the code was
 * known, so the mapping can record what it could not place instead of dropping it silently:
 * - event type codes are strings in CarrierEvent, so an unknown one is kept as sent (raw);
 * - closed unions (classifier, mode, empty indicator) fall back to an explicit value, and the
 *   raw code is reported next to the batch (see UnmappedCode).
 */
export interface CodeLookup<T> {
  value: T;
  known: boolean;
  raw: string | null;
}

/** Unknown event codes (a carrier ahead of 2.2, e.g. 3.0's CANC) are kept raw, never renamed. */
export function eventCodeOf(category: keyof typeof EVENT_CODE_FIELDS, code: string): CodeLookup<string> {
  return { value: code, known: EVENT_CODE_FIELDS[category].codes.has(code), raw: code };
}

const CLASSIFIERS = new Set<EventClassifier>(['ACT', 'EST', 'PLN']);

/**
 * 3.0's REQ (requested by the customer) is a plan. Anything else unknown counts as an estimate:
 * the one classifier that never closes a milestone (ACT would) nor fixes a schedule (PLN would).
 */
export function classifierOf(code: string): CodeLookup<EventClassifier> {
  if (CLASSIFIERS.has(code as EventClassifier))
    return { value: code as EventClassifier, known: true, raw: code };
  return { value: code === 'REQ' ? 'PLN' : 'EST', known: false, raw: code };
}

const MODES = new Set<ModeOfTransport>(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']);

/** An unknown mode is null (not guessed): the shipment view then shows the leg without a mode. */
export function modeOf(code: string | null): CodeLookup<ModeOfTransport | null> {
  if (code === null) return { value: null, known: true, raw: null };
  if (MODES.has(code as ModeOfTransport)) return { value: code as ModeOfTransport, known: true, raw: code };
  return { value: null, known: false, raw: code };
}

export function emptyIndicatorOf(code: string | null): CodeLookup<EmptyIndicator | null> {
  if (code === null) return { value: null, known: true, raw: null };
  if (code === 'LADEN' || code === 'EMPTY') return { value: code, known: true, raw: code };
  return { value: null, known: false, raw: code };
}
