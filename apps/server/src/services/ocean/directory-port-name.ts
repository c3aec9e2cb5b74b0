import { type Language, localNameOf, type PortInfo } from '@tracklane/domain';

/**
 * A directory port's name in the caller's language (the domain's localNameOf rule: zh → Chinese,
 * jp → Japanese, else English), or the code as stored when the directory does not know the port.
 */
export function directoryPortName(port: PortInfo | undefined, code: string, language: Language): string {
  if (!port) return code;
  return localNameOf({ en: port.nameEn, cn: port.nameCn, jp: port.nameJp }, language) || code;
}
