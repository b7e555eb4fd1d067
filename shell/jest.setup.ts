// Testing Library's DOM matchers (toBeInTheDocument, toHaveAttribute, ...) for every shell test.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these and react-router reads them when it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
