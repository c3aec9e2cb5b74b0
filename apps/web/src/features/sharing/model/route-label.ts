import { type Language, localNameOf } from '@tracklane/domain';

interface PortNames {
  polName: string | null;
  podName: string | null;
  polNameCn?: string | null | undefined;
  podNameCn?: string | null | undefined;
  polNameJp?: string | null | undefined;
  podNameJp?: string | null | undefined;
  polCode: string | null;
  podCode: string | null;
}

/** POL and POD of a list item in the page's language (the ports' rule), else their codes, else '—'. */
export function routeEnds(item: PortNames, language: Language): { pol: string; pod: string } {
  const pol =
    localNameOf({ en: item.polName, cn: item.polNameCn, jp: item.polNameJp }, language) || item.polCode;
  const pod =
    localNameOf({ en: item.podName, cn: item.podNameCn, jp: item.podNameJp }, language) || item.podCode;
  return { pol: pol || '—', pod: pod || '—' };
}
