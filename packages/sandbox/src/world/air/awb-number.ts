/**
 * Air waybill numbers: a 3-digit airline prefix and an 8-digit serial whose last digit is the
 * remainder of the first seven divided by 7 (IATA Resolution 600a, unweighted modulus 7).
 */
const AWB_PATTERN = /^(\d{3})[-\s]?(\d{7})(\d)$/;

export function awbCheckDigit(serial7: string): number {
  if (!/^\d{7}$/.test(serial7)) throw new RangeError(`an AWB serial has 7 digits, got ${serial7}`);
  return Number(serial7) % 7;
}

/** The canonical printed form, e.g. 176-12345675. */
export function formatAwb(prefix: string, serial7: string): string {
  return `${prefix}-${serial7}${awbCheckDigit(serial7)}`;
}

export type AwbParse =
  | { ok: true; awbNumber: string; prefix: string }
  | { ok: false; reason: 'format' | 'check-digit'; message: string };

/** Accepts 17612345675, 176-12345675 or 176 12345675; reports why a number is not an AWB. */
export function parseAwb(input: string): AwbParse {
  const m = AWB_PATTERN.exec(input.trim());
  if (!m) {
    return {
      ok: false,
      reason: 'format',
      message: `"${input}" is not an air waybill number (3-digit prefix and 8 digits, e.g. 176-12345675)`,
    };
  }
  const [, prefix = '', serial = '', check = ''] = m;
  const expected = awbCheckDigit(serial);
  if (Number(check) !== expected) {
    return {
      ok: false,
      reason: 'check-digit',
      message: `Air waybill ${prefix}-${serial}${check} fails the modulus-7 check: the last digit should be ${expected}`,
    };
  }
  return { ok: true, awbNumber: `${prefix}-${serial}${check}`, prefix };
}
