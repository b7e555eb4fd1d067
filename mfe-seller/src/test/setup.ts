import { configure } from '@testing-library/react';

// The screens wait on several scripted requests in a row; on a busy two-core machine (CI's) that
// takes longer than Testing Library's 1 s and Jest's 5 s defaults, which fail tests for no fault.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);
