import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Renders its children once the screen above them has painted. On a slow phone the home page's
 * lower sections, or a listing's cards below its first screen, cost most of a render; holding them
 * one frame lets the largest paint (the hero, a first card's picture) reach the screen first. The
 * shell's main region is a viewport tall, so nothing visible moves when they arrive.
 */
const noSubscription = () => () => undefined;

export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // A server render and its hydration show everything at once: the HTML is complete (readable
  // without JavaScript) and hydration must match it. Only a render in the browser holds them.
  const serverMarkup = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [painted, setPainted] = useState(serverMarkup);
  useEffect(() => {
    if (painted) return;
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
  }, [painted]);
  return painted ? children : null;
}
