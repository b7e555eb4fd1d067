// Every test file of every workspace runs this first.
// A guard against a hung test, not a speed check (speed is the benchmarks' business): on a loaded
// two-core machine (CI's kind) a component test clicking through a menu, or a suite starting
// nginx, can take longer than Jest's 5 s default.
jest.setTimeout(20_000);
// Component tests wait for screens that load through several promises, which on such a machine
// can pass Testing Library's 1 s default.
if (typeof document !== 'undefined') require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// React Router 7 creates a TextEncoder when it is imported; Jest 29's jsdom environment has none
// (Node has), so the component tests get Node's.
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextDecoder, TextEncoder } = require('node:util');
  Object.assign(globalThis, { TextDecoder, TextEncoder });
}
