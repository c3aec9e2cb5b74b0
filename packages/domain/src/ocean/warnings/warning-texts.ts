/** Warning descriptions in Chinese (eventDescription) and English (eventDescriptionEn). */
import type { WarningCode } from '../event-codes.js';
import type { Warning } from '../shipment-view.js';

export function makeWarning(
  eventCode: WarningCode,
  where: { containerNumber: string | null; eventLocation: string | null },
  zh: string,
  en: string,
): Warning {
  return {
    containerNumber: where.containerNumber,
    eventCode,
    eventLocation: where.eventLocation,
    eventDescription: zh,
    eventDescriptionEn: en,
  };
}

/** Whole or one-decimal days for messages ("2 days", "1.5 days"). */
export const formatDays = (days: number): string => String(Math.round(days * 10) / 10);
