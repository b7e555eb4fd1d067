import { Link } from 'react-router';

export interface SiteLink {
  to: string;
  label: string;
}

/** A titled list of the site's links, a landmark of its own (the footer's columns, Page Not Found's). */
export function LinkList({ id, title, links }: { id: string; title: string; links: readonly SiteLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
