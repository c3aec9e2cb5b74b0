/**
 * Plates typed for a container, kept in this browser only: there is no truck-binding API yet
 * (a later issue binds a plate to a box on the server and tracks the truck). Our own key, apart
 * from the session store, so clearing a login does not lose what the user typed.
 */
export const PLATE_STORAGE_KEY = 'tracklane.oceanDetail.plates';

function readAll(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(PLATE_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function readPlate(container: string): string | null {
  return readAll()[container] ?? null;
}

export function writePlate(container: string, plate: string | null): void {
  const all = readAll();
  if (plate) all[container] = plate;
  else delete all[container];
  try {
    localStorage.setItem(PLATE_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the plate simply is not remembered.
  }
}
