import type { Rng } from '../rng.js';

/** views.md §5: the province characters a Chinese plate may start with. */
export const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
// I and O are never issued: they read as 1 and 0.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const ALNUM = `${LETTERS}0123456789`;

// Trucks are registered where the haulier sits, so a plate usually matches the warehouse's province.
const PROVINCE_OF: Readonly<Record<string, string>> = {
  CNSUZ: '苏',
  CNWUX: '苏',
  CNHGH: '浙',
  CNYWU: '浙',
  CNNGB: '浙',
  CNDGG: '粤',
  CNFOS: '粤',
  CNSZX: '粤',
  CNTSN: '津',
  CNSHA: '沪',
};

/** A plate: province character, one letter, then five letters or digits (6 after the province). */
export function drawPlate(rng: Rng, placeLocode: string): string {
  const province = rng.chance(0.85)
    ? (PROVINCE_OF[placeLocode] ?? rng.pick([...PROVINCES]))
    : rng.pick([...PROVINCES]);
  let plate = province + rng.pick([...LETTERS]);
  for (let i = 0; i < 5; i++) plate += rng.pick([...ALNUM]);
  return plate;
}

const PLATE_RE = new RegExp(`^[${PROVINCES}][A-HJ-NP-Z][A-HJ-NP-Z0-9]{5}$`, 'u');

/** The sandbox's own check (the domain validator lives elsewhere): exactly the shape drawPlate makes. */
export function isValidPlate(plate: string): boolean {
  return PLATE_RE.test(plate);
}
