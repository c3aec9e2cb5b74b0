import type { Language, SchedulePort } from '@tracklane/domain';

/** A port's name in the page's language: its Chinese or Japanese name where the data has one. */
export function portName(
  port: Pick<SchedulePort, 'portName' | 'portNameCn' | 'portNameJp'>,
  language: Language,
): string {
  if (language === 'zh') return port.portNameCn || port.portName;
  if (language === 'jp') return port.portNameJp || port.portName;
  return port.portName;
}
