/* eslint-disable local/no-literal-ui-text -- rendered when nothing else works (no i18n yet): all three languages at once */
/**
 * Shown instead of the site when /env.json is missing or malformed. Deliberately plain: it must
 * render with nothing else working (no i18n, no theme), in all three languages at once.
 */
export function ConfigError({ problem }: { problem: string }) {
  return (
    <main style={{ maxWidth: 640, margin: '64px auto', padding: 24, fontFamily: 'system-ui, sans-serif' }} role="alert">
      <h1>Service temporarily unavailable. Please contact support.</h1>
      <p lang="so">Adeegga si ku meel gaar ah looma heli karo. Fadlan la xiriir taageerada.</p>
      <p lang="sw">Huduma haipatikani kwa muda. Tafadhali wasiliana na huduma kwa wateja.</p>
      <p>
        The site&apos;s runtime configuration is not usable: <code data-testid="config-problem">{problem}</code>
      </p>
    </main>
  );
}
