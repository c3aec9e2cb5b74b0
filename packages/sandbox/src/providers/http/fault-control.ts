import type { FaultSetting, FaultSwitch, ProviderName } from '../faults.js';
import { HttpError } from './errors.js';
import type { JsonResponse } from './types.js';

/**
 * `PUT /_sandbox/fault` (body: a FaultSetting) and `DELETE /_sandbox/fault`, so tests that run the
 * sandbox out of process can switch a provider's faults. Always answered without faults itself.
 */
export function handleFaultControl(
  faults: FaultSwitch,
  provider: ProviderName,
  method: string | undefined,
  body: unknown,
): JsonResponse {
  if (method === 'DELETE') {
    faults.clear(provider);
    return { status: 204 };
  }
  if (method === 'GET') return { status: 200, body: faults.get(provider) };
  if (method !== 'PUT') throw new HttpError(405, 'Use PUT, GET or DELETE on /_sandbox/fault');
  if (!body || typeof body !== 'object') throw new HttpError(400, 'Body must be a FaultSetting object');
  const setting = body as FaultSetting;
  try {
    faults.set(provider, {
      mode: setting.mode,
      ...(setting.rate !== undefined ? { rate: Number(setting.rate) } : {}),
      ...(setting.delayMs !== undefined ? { delayMs: Number(setting.delayMs) } : {}),
    });
  } catch (err) {
    throw new HttpError(400, err instanceof Error ? err.message : 'Invalid fault setting', 'mode');
  }
  return { status: 204 };
}
