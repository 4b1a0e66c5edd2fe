import { Link } from 'react-router';
import { messages } from '../../../shared/messages';
import { useMe } from '../../api/get-me';
import { useSignOut } from '../../api/sign-out';
import { Spinner } from '../../components/Spinner/Spinner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notify } from '../../lib/notify';
import { PersonalData } from './PersonalData';
import styles from './ProfilePage.module.css';
import { YourListings } from './YourListings';

/** /profile, behind the route guard: personal data, log out, and the user's own listings. */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const me = useMe();
  const signOut = useSignOut();

  const logOut = () => {
    if (signOut.isPending) return;
    signOut.mutate(undefined, { onError: () => notify.error(messages.signOutFailed) });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>My Profile</h1>
        <button
          type="button"
          className="button button-secondary"
          onClick={logOut}
          aria-disabled={signOut.isPending || undefined}
        >
          Log me out
        </button>
      </header>
      {me.isPending ? (
        <Spinner />
      ) : me.isError ? (
        <div className={styles.unavailable}>
          <p>Your profile could not be loaded.</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void me.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <PersonalData me={me.data} />
          <Link to="/create-listing" className={`button ${styles.sell}`}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M3 11.5 12 4l9 7.5V21h-6.5v-6h-5v6H3z" fill="currentColor" />
            </svg>
            Sell or Rent your home
          </Link>
          <YourListings userId={me.data.id} />
        </>
      )}
    </div>
  );
}
