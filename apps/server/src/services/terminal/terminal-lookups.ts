import { mapTerminalDownload, mapTerminalPortEvents, type TerminalStatusClient } from '@tracklane/connectors';
import type { Envelope, Language, TerminalIeid, TerminalRecord } from '@tracklane/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Caller } from '../../auth/caller.js';
import type { Database } from '../../db/database.js';
import { callTerminalProvider } from './call-terminal-provider.js';
import { findTerminalShipment } from './find-terminal-shipment.js';
import { isContainerNumber, terminalOutcome } from './terminal-outcome.js';
import { checkShipmentLocation, checkTerminalPort } from './terminal-port-rules.js';

export interface TerminalLookupContext {
  db: Database;
  caller: Caller;
  log: FastifyBaseLogger;
  language: Language;
  /** The terminal-status provider of this process; null when none is configured. */
  terminal: TerminalStatusClient | null;
}

export interface TerminalLookupInput {
  businessNumber: string;
  portCode: string;
  ieid?: TerminalIeid | null | undefined;
}

/** Checks shared by both lookups: the caller tracks the number, the port is one of its locations. */
async function prepare(ctx: TerminalLookupContext, input: TerminalLookupInput, portCode: string) {
  const shipment = await findTerminalShipment({ ...ctx, numbers: [input.businessNumber] });
  checkShipmentLocation(shipment.view, portCode, ctx.language);
  return input.businessNumber.trim().toUpperCase();
}

/** POST /terminal/{cc}/download — US/KR/JP terminal records; ieid defaults to I (import). */
export async function downloadTerminalRecords(
  ctx: TerminalLookupContext,
  countryCode: string,
  input: TerminalLookupInput,
): Promise<Envelope<TerminalRecord[]>> {
  const portCode = checkTerminalPort(input.portCode, 'download', ctx.language, countryCode);
  const number = await prepare(ctx, input, portCode);
  const boxes = isContainerNumber(number) ? { containerNumbers: [number] } : { businessNumber: number };
  const body = await callTerminalProvider(ctx.terminal, ctx.log, ctx.language, (client) =>
    client.download(portCode.slice(0, 2), portCode, boxes, input.ieid ?? 'I'),
  );
  return terminalOutcome(body ? mapTerminalDownload(body) : null, ctx.language);
}

/** POST /terminal/port/event/shipment — CN port events as terminal records; ieid defaults to E (export). */
export async function portEventRecords(
  ctx: TerminalLookupContext,
  input: TerminalLookupInput,
): Promise<Envelope<TerminalRecord[]>> {
  const portCode = checkTerminalPort(input.portCode, 'port-event', ctx.language);
  const number = await prepare(ctx, input, portCode);
  const box = isContainerNumber(number) ? { containerNumber: number } : { businessNumber: number };
  const body = await callTerminalProvider(ctx.terminal, ctx.log, ctx.language, (client) =>
    client.portEvents(portCode, box, input.ieid ?? 'E'),
  );
  return terminalOutcome(body ? mapTerminalPortEvents(body) : null, ctx.language);
}
