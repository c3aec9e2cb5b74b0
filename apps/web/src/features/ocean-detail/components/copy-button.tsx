import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { HoverTip } from '../../../shared/ui/hover-tip';

/** How long the tick shows after a copy. */
const COPIED_MS = 3000;

/** The clipboard API needs a secure context; plain http (an intranet install) falls back. */
async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

/**
 * A small copy-to-clipboard button (a tick for a moment once copied). Lighter than antd's
 * Typography `copyable`, which brings the editable text area and its input into the page.
 */
export function CopyButton({
  text,
  label,
  copiedLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const title = copied ? copiedLabel : label;
  return (
    <HoverTip content={title}>
      <button
        type="button"
        className="tl-copy"
        aria-label={title}
        data-testid="copy-button"
        onClick={() =>
          writeClipboard(text).then(
            () => setCopied(true),
            () => undefined,
          )
        }
      >
        {copied ? <CheckOutlined /> : <CopyOutlined />}
      </button>
    </HoverTip>
  );
}
