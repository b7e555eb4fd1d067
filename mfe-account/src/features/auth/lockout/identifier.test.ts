/** @jest-environment node */
import { hashIdentifier, shownIdentifier } from './identifier';

describe('lockout identifier', () => {
  it('is the SHA-256 of the trimmed, lowercased e-mail, never the address', async () => {
    const hash = await hashIdentifier('  Demo@District.Market ');
    expect(hash).toBe(await hashIdentifier('demo@district.market'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('demo');
  });

  it('shows 8 characters', async () => {
    expect(shownIdentifier(await hashIdentifier('a@b.co'))).toHaveLength(8);
  });
});
