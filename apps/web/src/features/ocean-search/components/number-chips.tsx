import type { ReactNode } from 'react';

/**
 * A row of clickable numbers (history, samples). Plain buttons: keyboard reachable and named by
 * their number. Each chip has `data-testid={testId}` and `data-number`.
 */
export function NumberChips({
  label,
  items,
  onPick,
  testId,
  extra,
}: {
  label: ReactNode;
  items: { number: string; hint?: string }[];
  onPick: (number: string) => void;
  testId: string;
  extra?: ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div className="tl-search-chips">
      <span className="tl-search-chips-label">{label}</span>
      {items.map((item) => (
        <button
          key={item.number}
          type="button"
          className="tl-search-chip"
          onClick={() => onPick(item.number)}
          data-testid={testId}
          data-number={item.number}
        >
          {item.hint && <span className="tl-search-chip-hint">{item.hint}</span>}
          {item.number}
        </button>
      ))}
      {extra}
    </div>
  );
}
