/**
 * The port lookup's key rules, shared by the server's search and the web's port box so both agree
 * on when a key is worth sending.
 */

/** views.md §5: a Latin key (a code or an English name) is looked up from 4 characters. */
export const PORT_KEY_MIN_LATIN = 4;
/** Chinese and Japanese names are short (上海, 鹿特丹): two characters already name a port. */
export const PORT_KEY_MIN_CJK = 2;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Upper case, full-width folded (NFKC) and hiragana as katakana, so しゃんはい finds シャンハイ. */
export function portSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .trim()
    .toUpperCase()
    .replace(/[\u3041-\u3096]/gu, (kana) => String.fromCharCode(kana.charCodeAt(0) + 0x60));
}

/** Whether a typed key is long enough to search: 4 Latin characters, or 2 Chinese/Japanese ones. */
export function portKeyLongEnough(key: string): boolean {
  const text = portSearchText(key);
  const min = CJK.test(text) ? PORT_KEY_MIN_CJK : PORT_KEY_MIN_LATIN;
  return [...text].length >= min;
}
