import { z } from 'zod';
import { StatusCode } from '../errors/codes.js';

/** Every API body (DESIGN.md API contract): `{statusCode, message, data}`. */
export interface Envelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { statusCode: StatusCode.SUCCESS, message, data };
}

/** zod schema of an envelope around `data`, for route response schemas and the OpenAPI document. */
export function ZEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ statusCode: z.number().int(), message: z.string(), data });
}
