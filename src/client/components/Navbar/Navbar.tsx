import { Fragment } from 'react';
import { NavLink } from 'react-router';
import { useSession } from '../../api/get-session';
import { Icon } from '../icons/Icon';
import { MessagesLink } from './MessagesLink';
import styles from './Navbar.module.css';
import { commonTexts } from '../../../shared/texts/common';

interface Entry {
  to: string;
  label: string;
  /** The entry's 24 px line icon as one SVG path (its circles drawn as two arcs). */
  icon: string;
}

const entries: Entry[] = [
  {
    to: '/',
    label: commonTexts.navigation.explore,
    icon: 'M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0zM15.5 8.5l-2 5-5 2 2-5z',
  },
  {
    to: '/offer',
    label: commonTexts.navigation.offers,
    icon: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8zM6 7.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z',
  },
  {
    to: '/saved',
    label: commonTexts.navigation.saved,
    icon: 'M12 20.5s-7.5-4.4-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.8-7.5 10.2-7.5 10.2z',
  },
  {
    to: '/profile',
    label: commonTexts.navigation.profile,
    icon: 'M8 8a4 4 0 1 0 8 0 4 4 0 1 0-8 0zM4 21c0-4 3.6-7 8-7s8 3 8 7',
  },
];

/** Moderators' own entry, after the others. */
const moderation: Entry = {
  to: '/moderation',
  label: commonTexts.navigation.moderation,
  icon: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z',
};

/**
 * The entries of the product, "Messages" for a signed-in person (after "Saved") and
 * "Moderation" for a moderator (shown once the session says so: a page rendered with its session
 * shows them at once); NavLink marks the current one with aria-current="page".
 */
export function Navbar() {
  const user = useSession().data?.user;
  const shown = user?.moderator ? [...entries, moderation] : entries;
  return (
    <nav className={styles.nav} aria-label={commonTexts.navigation.label}>
      <ul className={styles.list}>
        {shown.map((entry) => (
          <Fragment key={entry.to}>
            <li>
              <NavLink to={entry.to} end className={styles.link}>
                <Icon>
                  <path d={entry.icon} />
                </Icon>
                <span>{entry.label}</span>
              </NavLink>
            </li>
            {entry.to === '/saved' && user && (
              <li>
                <MessagesLink userId={user.id} className={styles.link} />
              </li>
            )}
          </Fragment>
        ))}
      </ul>
    </nav>
  );
}
