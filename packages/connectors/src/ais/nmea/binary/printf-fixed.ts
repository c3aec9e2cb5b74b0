/**
 * gpsd prints scaled values with printf's "%.Nf", which rounds a value lying exactly halfway
 * between two N-digit decimals to the even one (glibc); `toFixed` rounds it away from zero.
 * Exact halves do occur here: 1875/60000 = 0.03125 is "0.0312" and 25/100 is "0.2". Every other
 * value is rounded the same way by both, because both round the exact binary value.
 */
export function printfFixed(value: number, digits: number): number {
  const text = value.toFixed(digits);
  if (!isExactHalf(value, digits)) return Number(text);
  const lastDigit = text.charCodeAt(text.length - 1) - 48;
  if (lastDigit % 2 === 0) return Number(text);
  // toFixed went away from zero to an odd digit; the even neighbour is one unit closer to zero.
  const unit = 10 ** -digits;
  return Number((Math.sign(value) * (Math.abs(Number(text)) - unit)).toFixed(digits));
}

/** True when |value| · 10^digits is exactly an integer plus one half (checked on the exact binary value). */
function isExactHalf(value: number, digits: number): boolean {
  if (!Number.isFinite(value) || Number.isInteger(value)) return false;
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(value));
  const bits = view.getBigUint64(0);
  const exponent = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  // |value| = mantissa · 2^-shift exactly.
  const mantissa = exponent === 0 ? fraction : fraction | (1n << 52n);
  const shift = exponent === 0 ? 1074n : 1075n - BigInt(exponent);
  if (shift <= 0n) return false;
  const twice = mantissa * 10n ** BigInt(digits) * 2n;
  const denominator = 1n << shift;
  return twice % denominator === 0n && (twice / denominator) % 2n === 1n;
}
