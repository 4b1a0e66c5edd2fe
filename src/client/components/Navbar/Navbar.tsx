import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ExploreIcon, OffersIcon, ProfileIcon } from './NavIcons';
import styles from './Navbar.module.css';

interface Entry {
  to: string;
  label: string;
  icon: ReactNode;
}

const entries: Entry[] = [
  { to: '/', label: 'Explore', icon: <ExploreIcon /> },
  { to: '/offer', label: 'Offers', icon: <OffersIcon /> },
  { to: '/profile', label: 'Profile', icon: <ProfileIcon /> },
];

/** The three entries of the product; NavLink marks the current one with aria-current="page". */
export function Navbar() {
  return (
    <nav className={styles.nav} aria-label="Main">
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end className={styles.link}>
              {entry.icon}
              <span>{entry.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
