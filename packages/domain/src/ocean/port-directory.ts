/** What the domain needs to know about a port to name and place it; the server loads data/ports. */
export interface PortInfo {
  /** The product's code for the port, a UN/LOCODE or the alias forwarders use (CNSHA for Shanghai). */
  code: string;
  /** The port's other codes, which find it too (CNSGH for CNSHA); none when absent. */
  aliases?: readonly string[];
  nameEn: string;
  /** Chinese name where known, else the English one. */
  nameCn: string;
  /** Japanese name where known; absent otherwise. */
  nameJp?: string;
  /** Japanese reading in katakana where the Japanese name is written in kanji (シャンハイ). */
  nameKana?: string;
  /** ISO 3166 alpha-2, the first two letters of the code. */
  country: string;
  /** IANA time zone, e.g. Asia/Shanghai; null when unknown. */
  timeZone: string | null;
  lat: number | null;
  lon: number | null;
}

export interface PortDirectory {
  /** A port by its code or one of its aliases (CNSGH → CNSHA); undefined when unknown. */
  get(code: string): PortInfo | undefined;
  /** Every port once (for searches by name); absent in small test directories. */
  all?(): readonly PortInfo[];
}
