import { Link } from 'react-router-dom';
import { FRAGMENTS } from '@marketplace/contracts';
import { RemoteRegion } from '../../federation/RemoteRegion';

// Placeholder until the full header lands.
export function Header() {
  return (
    <header>
      <Link to="/">Home</Link>
      <RemoteRegion remote={FRAGMENTS.miniCart.app} module={FRAGMENTS.miniCart.module} slotFallback={<Link to="/cart">Cart</Link>} />
    </header>
  );
}
