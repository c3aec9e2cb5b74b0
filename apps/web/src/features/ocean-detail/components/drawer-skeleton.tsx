/**
 * Grey placeholder lines while the shipment loads, drawn like antd's active Skeleton (a title
 * bar and paragraph lines, the last one shorter) with CSS only: the detail screen shows it on
 * every cold load, and antd's Skeleton would add its code to that load for a few bars.
 */
export function DrawerSkeleton({ rows }: { rows: number }) {
  return (
    <div className="tl-skeleton" data-testid="detail-skeleton" aria-busy="true">
      <div className="tl-skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
        <div key={i} className="tl-skeleton-line" />
      ))}
    </div>
  );
}
