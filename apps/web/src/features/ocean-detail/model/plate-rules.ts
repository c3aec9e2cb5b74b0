/**
 * Chinese truck plates (views.md §5). The province character is picked apart; the input holds the
 * remaining exactly 6 characters: one letter, four letters or digits, one letter, digit or special
 * suffix (挂 trailer, 学 learner, 警 police, 港 Hong Kong, 澳 Macau).
 */
export const PROVINCES = [...'京津冀晋蒙辽吉黑沪苏浙皖闽赣鲁豫鄂湘粤桂琼渝川贵云藏陕甘青宁新'];

/** Pinyin prefixes some systems write instead of the character (views.md §5 normalisation). */
const PREFIXES: Record<string, string> = { ZJ: '浙', GD: '粤', TJ: '津', HB: '鄂' };

export const PLATE_INPUT_LENGTH = 6;
const FIRST = `[${PROVINCES.join('')}A-Z]`;
const PLATE = new RegExp(`^${FIRST}[A-Z][A-Z0-9]{4}[A-Z0-9挂学警港澳]$`);

/** Upper case, hyphens and spaces removed, a pinyin prefix replaced by its province character. */
export function normalizePlate(value: string): string {
  const plain = value.replace(/[-\s]/g, '').toUpperCase();
  const prefix = PREFIXES[plain.slice(0, 2)];
  return prefix && plain.length === 8 ? prefix + plain.slice(2) : plain;
}

export function isValidPlate(plate: string): boolean {
  return PLATE.test(normalizePlate(plate));
}

/** Splits a full plate into the province (or letter) and the 6-character rest, for the two fields. */
export function splitPlate(plate: string): { province: string; rest: string } {
  const p = normalizePlate(plate);
  return { province: p.slice(0, 1), rest: p.slice(1) };
}
