import { nonceOf, pageFiles, releaseText, withNonce } from './page';

const POLICY = "default-src 'self'; script-src 'self' 'nonce-OLD+/=' https://cdn.example; style-src 'self' 'nonce-OLD+/='";
const HTML =
  '<meta property="csp-nonce" content="OLD+/="><style nonce="OLD+/="></style><script nonce="OLD+/=">1</script><script defer src="/static/js/index.abcdef1234.js"></script><link rel="preload" href="/static/js/async/bootstrap.1234abcdef.js"><link rel="manifest" href="/manifest.webmanifest"><script src="https://cdn.example/x.js"></script>';

describe('the cached page as the worker serves it', () => {
  it('reads the nonce its policy names', () => {
    expect(nonceOf(POLICY)).toBe('OLD+/=');
    expect(nonceOf("default-src 'self'")).toBeNull();
  });

  it('gets a fresh nonce everywhere the old one was: policy, meta, style and script', () => {
    const fresh = withNonce(HTML, POLICY, 'NEW');
    expect(fresh.html).not.toContain('OLD+/=');
    expect(fresh.html.match(/"NEW"/g)).toHaveLength(3);
    expect(fresh.policy).toBe("default-src 'self'; script-src 'self' 'nonce-NEW' https://cdn.example; style-src 'self' 'nonce-NEW'");
  });

  it('compares two responses of one release as equal whatever their nonces', () => {
    const other = withNonce(HTML, POLICY, 'ZZZ');
    expect(releaseText(other.html, other.policy)).toBe(releaseText(HTML, POLICY));
    expect(releaseText(HTML.replace('abcdef1234', 'ffffffffff'), POLICY)).not.toBe(releaseText(HTML, POLICY));
  });

  it("lists the page's own scripts and preloads, not other origins' or the web app manifest", () => {
    expect(pageFiles(HTML, 'https://shop.example/')).toEqual([
      'https://shop.example/static/js/index.abcdef1234.js',
      'https://shop.example/static/js/async/bootstrap.1234abcdef.js',
    ]);
  });
});
