import { useEffect, useRef } from 'react';

/**
 * Revokes a preview address (an object URL) once the page no longer shows it: another image,
 * no image, or the page left. Deferred by a tick, so a remount that shows the same preview
 * again (React's StrictMode does this) keeps it alive.
 */
export function usePreviewRevocation(preview: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    shown.current = preview;
    if (!preview) return;
    return () => {
      shown.current = null;
      setTimeout(() => {
        if (shown.current !== preview) URL.revokeObjectURL(preview);
      }, 0);
    };
  }, [preview]);
}
