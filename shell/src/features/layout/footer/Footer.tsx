// Placeholder until the full footer lands.
export function Footer() {
  return <footer />;
}
