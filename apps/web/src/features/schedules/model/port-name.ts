import type { Language, SchedulePort } from '@tracklane/domain';

/** A port's name in the page's language: the Chinese name in zh where the data has one. */
export function portName(port: Pick<SchedulePort, 'portName' | 'portNameCn'>, language: Language): string {
  return (language === 'zh' && port.portNameCn) || port.portName;
}
