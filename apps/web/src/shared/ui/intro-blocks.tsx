import type { ReactNode } from 'react';
import './intro-blocks.css';

export interface IntroBlock {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  /** Under the text (e.g. the list of cut-offs). */
  extra?: ReactNode;
}

/**
 * What a product gives beyond a carrier's own page, one block each, in a grid that wraps from
 * four columns to one (the container search, the schedules, the booking page).
 */
export function IntroBlocks({
  label,
  blocks,
  testIdPrefix,
}: {
  label: string;
  blocks: readonly IntroBlock[];
  testIdPrefix: string;
}) {
  return (
    <section className="tl-intro" aria-label={label}>
      {blocks.map((b) => (
        <article key={b.key} className="tl-intro-block" data-testid={`${testIdPrefix}-${b.key}`}>
          <span className="tl-intro-block-icon" aria-hidden>
            {b.icon}
          </span>
          <h2>{b.title}</h2>
          <p>{b.text}</p>
          {b.extra}
        </article>
      ))}
    </section>
  );
}
