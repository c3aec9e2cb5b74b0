import { type Language, localNameOf, type SchedulePort } from '@tracklane/domain';

/**
 * A port's name in the page's language: its Chinese or Japanese name where the data has one, else
 * English (the domain's one rule, `localNameOf`, that the ocean pages use too).
 */
export function portName(
  port: Pick<SchedulePort, 'portName' | 'portNameCn' | 'portNameJp'>,
  language: Language,
): string {
  return (
    localNameOf({ en: port.portName, cn: port.portNameCn, jp: port.portNameJp }, language) || port.portName
  );
}
