import type { Language } from '../i18n/languages.js';
import type { PortDirectory } from './port-directory.js';
import type { OceanShipmentView, ShipmentLocation } from './shipment-view.js';

type NamedLocation = Pick<ShipmentLocation['location'], 'locationName' | 'portEn' | 'portCn' | 'portJp'>;

/**
 * A shipment location's port name in the page's language: zh → Chinese, jp → Japanese, else
 * English; where that is missing the English name, then the carrier's location name. The one
 * rule every ocean page (drawer, timeline, list, map, terminal card, embed, share) uses.
 */
export function localPortName(location: NamedLocation, language: Language): string {
  const names = { en: location.portEn, cn: location.portCn, jp: location.portJp };
  return localNameOf(names, language) || location.locationName;
}

/** The rule itself, for a port known by its names only (list items, statistics, schedules). */
export function localNameOf(
  names: { en: string | null; cn?: string | null | undefined; jp?: string | null | undefined },
  language: Language,
): string | null {
  const local = language === 'zh' ? names.cn : language === 'jp' ? names.jp : undefined;
  return local || names.en;
}

/**
 * The view with its locations' port names read from the directory now (pure): views stored
 * before a translation (or the Japanese field) existed show today's names. Locations the
 * directory does not know keep what the view holds.
 */
export function withDirectoryPortNames(view: OceanShipmentView, ports: PortDirectory): OceanShipmentView {
  return {
    ...view,
    shipmentLocations: view.shipmentLocations.map((entry) => {
      const port = ports.get(entry.location.locationCode);
      if (!port) return entry;
      return {
        ...entry,
        location: {
          ...entry.location,
          portEn: port.nameEn,
          portCn: port.nameCn,
          portJp: port.nameJp ?? port.nameEn,
        },
      };
    }),
  };
}
