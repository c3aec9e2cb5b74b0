/**
 * hiddenReference=1 (views.md §2: "masks the container or bill number with asterisks"): every
 * character becomes an asterisk, so not even the owner prefix (which names the carrier or lessor)
 * shows. The length stays, so a masked number still reads as a number of its kind.
 */
export function maskReference(value: string, masked = true): string {
  return masked ? '*'.repeat(value.length) : value;
}
