import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the screen above them has painted. On a slow phone the home page's
 * lower sections, or a listing's cards below its first screen, cost most of a render; holding them
 * one frame lets the largest paint (the hero, a first card's picture) reach the screen first. The
 * shell's main region is a viewport tall, so nothing visible moves when they arrive.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      // A transition renders the sections in slices, so they never block input for long.
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
