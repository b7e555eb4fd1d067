import { prepareFrame } from './frame';

// Inline at the top of index.html's <head> (build-plugins/frame-script.ts), before the frame is parsed.
prepareFrame(document.documentElement);
