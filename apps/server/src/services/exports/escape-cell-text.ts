/**
 * Text a spreadsheet could take for a formula (OWASP "CSV injection": a leading =, +, -, @, tab or
 * carriage return) gets a leading apostrophe, so it is shown, never run. Numbers and dates are
 * typed cells and never pass through here.
 */
export function escapeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
