import { describe, expect, it } from 'vitest';
import { type CanvasLike, drawQrImage, fitText, qrImageFileName } from './qr-image';

function fakeCanvas() {
  const texts: string[] = [];
  const images: number[][] = [];
  const ctx = {
    fillStyle: '',
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    fillRect: () => undefined,
    fillText: (s: string) => void texts.push(s),
    drawImage: (_img: unknown, ...box: number[]) => void images.push(box),
    measureText: (s: string) => ({ width: s.length * 10 }),
  };
  const canvas = { width: 10, height: 10, getContext: () => ctx } as unknown as CanvasLike;
  return { canvas, texts, images };
}

describe('the customer QR image', () => {
  it('is exactly 300×500 with the number, the route and the QR inside', () => {
    const { canvas, texts, images } = fakeCanvas();
    drawQrImage(canvas, {} as CanvasImageSource, {
      brand: 'Tracklane',
      number: 'MAEU123456789',
      route: 'Shanghai → Rotterdam',
      caption: 'Scan',
    });
    expect([canvas.width, canvas.height]).toEqual([300, 500]);
    expect(texts).toEqual(['Tracklane', 'MAEU123456789', 'Shanghai → Rotterdam', 'Scan']);
    const [x, y, w, h] = images[0]!;
    expect(x! >= 0 && y! >= 0 && x! + w! <= 300 && y! + h! <= 500).toBe(true);
  });

  it('shortens a text too wide for the image', () => {
    const measure = (s: string) => s.length * 10;
    const fitted = fitText(measure, 'A'.repeat(40), 268);
    expect(measure(fitted)).toBeLessThanOrEqual(268);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitText(measure, 'short', 268)).toBe('short');
  });

  it('names the file after the number', () => {
    expect(qrImageFileName('MAEU 123/456')).toBe('MAEU_123_456-qr.png');
  });
});
