import { SHARE_QR_IMAGE } from '@tracklane/domain';

/** What the customer QR image shows (views.md §2): the number, the route and the QR. */
export interface QrImageContent {
  number: string;
  /** "POL → POD" in the page's language. */
  route: string;
  caption: string;
  brand: string;
}

/** The part of a canvas the image needs (a real HTMLCanvasElement, or a fake in tests). */
export interface CanvasLike {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    | 'fillStyle'
    | 'font'
    | 'textAlign'
    | 'textBaseline'
    | 'fillRect'
    | 'fillText'
    | 'drawImage'
    | 'measureText'
  > | null;
}

export const QR_SIZE = 240;
const FONT = '"PingFang SC","Hiragino Sans","Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif';

/** Shortens `text` with an ellipsis until it fits `max` pixels. */
export function fitText(measure: (s: string) => number, text: string, max: number): string {
  if (measure(text) <= max) return text;
  let cut = text;
  while (cut.length > 1 && measure(`${cut}…`) > max) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * Draws the customer QR image on `canvas`: always exactly 300×500 (SHARE_QR_IMAGE), whatever
 * the canvas was, white, the brand, the shipment's number and route, the QR (copied from the QR
 * code's own canvas) and a caption. Returns the canvas for toBlob/toDataURL.
 */
export function drawQrImage<C extends CanvasLike>(
  canvas: C,
  qr: CanvasImageSource | null,
  content: QrImageContent,
): C {
  canvas.width = SHARE_QR_IMAGE.width;
  canvas.height = SHARE_QR_IMAGE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const { width, height } = SHARE_QR_IMAGE;
  const max = width - 32;
  const measure = (s: string) => ctx.measureText(s).width;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#1677ff';
  ctx.fillRect(0, 0, width, 6);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#1677ff';
  ctx.font = `600 16px ${FONT}`;
  ctx.fillText(content.brand, width / 2, 36);
  ctx.fillStyle = '#111111';
  ctx.font = `700 22px ${FONT}`;
  ctx.fillText(fitText(measure, content.number, max), width / 2, 80);
  ctx.fillStyle = '#444444';
  ctx.font = `500 15px ${FONT}`;
  ctx.fillText(fitText(measure, content.route, max), width / 2, 114);
  const top = 146;
  if (qr) ctx.drawImage(qr, (width - QR_SIZE) / 2, top, QR_SIZE, QR_SIZE);
  ctx.fillStyle = '#666666';
  ctx.font = `400 13px ${FONT}`;
  ctx.fillText(fitText(measure, content.caption, max), width / 2, top + QR_SIZE + 34);
  return canvas;
}

/** The download's file name: the number, safe for every file system. */
export const qrImageFileName = (number: string) =>
  `${number.replace(/[^A-Za-z0-9_-]+/g, '_') || 'shipment'}-qr.png`;
