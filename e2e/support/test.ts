// Every spec imports `test` and `expect` from here: each test's pages report Content Security
// Policy violations, and a test with any violation fails, whatever it was checking.
import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  page: string;
}

const BINDING = '__e2eCspViolation';

export const test = base.extend<{ cspViolations: CspViolation[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript((binding) => {
        // Capture on the document: a violation fires at the element or the document it concerns.
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding];
            report?.({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              source: `${event.sourceFile}:${event.lineNumber}`,
              page: document.location.href,
            });
          },
          true,
        );
      }, BINDING);
      await use(violations);
      expect(violations, "Content Security Policy violations on this test's pages").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
