import { mapTerminalSubscription, type TerminalStatusClient } from '@tracklane/connectors';
import {
  AppError,
  type Envelope,
  StatusCode,
  type TerminalIeid,
  type TerminalSubscription,
  terminalMessage,
} from '@tracklane/domain';
import { callTerminalProvider } from './call-terminal-provider.js';
import { findTerminalShipment, type TerminalShipment } from './find-terminal-shipment.js';
import type { TerminalLookupContext } from './terminal-lookups.js';
import { isContainerNumber } from './terminal-outcome.js';
import { checkOnDemandPort, checkShipmentLocation } from './terminal-port-rules.js';

export interface TerminalSubscribeInput {
  blno?: string | null | undefined;
  ctnrno?: string | null | undefined;
  portCode: string;
  /** Kept for the spec's signature (default I); the provider subscribes boxes, not directions. */
  ieid?: TerminalIeid | null | undefined;
}

/** The boxes to subscribe: the container given, else every box of the tracked shipment. */
function boxesOf(input: TerminalSubscribeInput, shipment: TerminalShipment): string[] {
  const given = input.ctnrno?.trim().toUpperCase();
  if (given) return [given];
  const listed = shipment.view?.shipmentEquipments.map((e) => e.equipment.equipmentCode) ?? [];
  const own = isContainerNumber(shipment.containerNumber) ? [shipment.containerNumber] : [];
  return [...new Set([...own, ...listed])];
}

async function resolve(ctx: TerminalLookupContext, input: TerminalSubscribeInput) {
  const portCode = checkOnDemandPort(input.portCode, ctx.language);
  const numbers = [input.ctnrno ?? '', input.blno ?? ''];
  const shipment = await findTerminalShipment({ ...ctx, numbers });
  checkShipmentLocation(shipment.view, portCode, ctx.language);
  const boxes = boxesOf(input, shipment);
  // A B/L whose containers the carrier has not listed yet: nothing to subscribe at the terminal.
  if (boxes.length === 0) throw new AppError(StatusCode.NO_DATA, terminalMessage('noData', ctx.language));
  return { portCode, boxes };
}

async function each(
  ctx: TerminalLookupContext,
  boxes: string[],
  call: (client: TerminalStatusClient, box: string) => Promise<TerminalSubscription | null>,
): Promise<TerminalSubscription[]> {
  const found: TerminalSubscription[] = [];
  for (const box of boxes) {
    const one = await callTerminalProvider(ctx.terminal, ctx.log, ctx.language, (client) =>
      call(client, box),
    );
    if (one) found.push(one);
  }
  return found;
}

/** POST application/terminal/subscribe — on-demand terminal data for the tracked boxes (views.md §4). */
export async function subscribeTerminal(
  ctx: TerminalLookupContext,
  input: TerminalSubscribeInput,
): Promise<Envelope<TerminalSubscription[]>> {
  const { portCode, boxes } = await resolve(ctx, input);
  const data = await each(ctx, boxes, async (client, box) =>
    mapTerminalSubscription(await client.subscribe(portCode, box)),
  );
  return { statusCode: StatusCode.SUCCESS, message: terminalMessage('subscribed', ctx.language), data };
}

/** GET application/terminal/subscribe — the boxes' existing on-demand subscriptions, none created. */
export async function readTerminalSubscriptions(
  ctx: TerminalLookupContext,
  input: TerminalSubscribeInput,
): Promise<Envelope<TerminalSubscription[]>> {
  const { portCode, boxes } = await resolve(ctx, input);
  const data = await each(ctx, boxes, async (client, box) => {
    const found = await client.findSubscription(portCode, box);
    return found ? mapTerminalSubscription(found) : null;
  });
  if (data.length === 0)
    return { statusCode: StatusCode.NO_DATA, message: terminalMessage('noData', ctx.language), data };
  return { statusCode: StatusCode.SUCCESS, message: terminalMessage('subscribed', ctx.language), data };
}
