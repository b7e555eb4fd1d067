import { prepareFrame } from './frame';

// Inline at the top of index.html's <head> (build/static-frame.ts), before the frame is parsed.
prepareFrame(document.documentElement, window.location.pathname);
