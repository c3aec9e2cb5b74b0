/** What the domain needs to know about a port to name and place it; the server loads data/ports. */
export interface PortInfo {
  /** UN/LOCODE, e.g. CNSGH. */
  code: string;
  nameEn: string;
  /** Chinese name where known, else the English one. */
  nameCn: string;
  /** ISO 3166 alpha-2, the first two letters of the code. */
  country: string;
  /** IANA time zone, e.g. Asia/Shanghai; null when unknown. */
  timeZone: string | null;
  lat: number | null;
  lon: number | null;
}

export interface PortDirectory {
  /** A port by its code or one of its aliases (CNSHA → CNSGH); undefined when unknown. */
  get(code: string): PortInfo | undefined;
}
