/**
 * Splits a character stream into lines (LF or CR LF). A partial line is kept until the rest
 * arrives; `rest()` hands it over when the stream ends. Lines longer than `maxLength` (no NMEA
 * sentence comes close) are cut so a stream without newlines cannot grow memory without bound.
 */
export class LineSplitter {
  private partial = '';

  constructor(
    private readonly onLine: (line: string) => void,
    private readonly maxLength = 4096,
  ) {}

  push(chunk: string): void {
    let text = this.partial + chunk;
    let newline = text.indexOf('\n');
    let start = 0;
    while (newline >= 0) {
      const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      this.onLine(text.slice(start, end));
      start = newline + 1;
      newline = text.indexOf('\n', start);
    }
    text = text.slice(start);
    if (text.length > this.maxLength) {
      this.onLine(text);
      text = '';
    }
    this.partial = text;
  }

  /** The unterminated remainder (emptied). */
  rest(): string {
    const rest = this.partial;
    this.partial = '';
    return rest;
  }
}
