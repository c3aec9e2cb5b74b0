import { useEffect, useMemo, useState } from 'react';
import {
  atEnd,
  initialPlayback,
  type Playback,
  type PlaybackSpeed,
  pausePlayback,
  play,
  positionAt,
  type Span,
  seek,
  spanOf,
  step,
  type TrackPoint,
} from '../model/playback';

/**
 * Drives the pure playback model with animation frames while playing. A new track (another range)
 * resets it to its end, where the vessel is now; live points appended to the same track widen
 * the span, and a playback standing at the end follows them.
 */
export function usePlayback(points: readonly TrackPoint[], trackKey: string) {
  const span = useMemo(() => spanOf(points), [points]);
  const [state, setState] = useState<Playback | null>(null);
  const from = span?.from ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on another range, not on live points.
  useEffect(() => {
    setState(from === null ? null : initialPlayback({ from, to: Number.POSITIVE_INFINITY }));
  }, [trackKey, from === null]);

  const playing = state?.playing ?? false;
  useEffect(() => {
    if (!playing || !span) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const elapsed = now - last;
      last = now;
      setState((current) => (current ? step(current, span, elapsed) : current));
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, span]);

  const withSpan = (change: (current: Playback, span: Span) => Playback) =>
    setState((current) => (current && span ? change(current, span) : current));

  const at = state && span ? Math.min(span.to, Math.max(span.from, state.at)) : null;
  const marker = useMemo(() => (at === null ? null : positionAt(points, at)), [points, at]);
  const shown = state && at !== null ? { ...state, at } : state;

  return {
    span,
    state: shown,
    marker,
    /** Standing at the end (where the vessel is now), not playing: no playback marker is drawn. */
    atEnd: shown !== null && span !== null && atEnd(shown, span),
    play: () => withSpan(play),
    pause: () => withSpan(pausePlayback),
    seek: (value: number) => withSpan((current, s) => seek(current, s, value)),
    setSpeed: (speed: PlaybackSpeed) => withSpan((current) => ({ ...current, speed })),
  };
}
