import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { SIGN_OUT_FORM } from '../../../shared/page-forms';
import { accountTexts } from '../../../shared/texts/account';
import { titleTexts } from '../../../shared/texts/titles';
import { useMe } from '../../api/get-me';
import { useSignOut } from '../../api/sign-out';
import { HouseIcon } from '../../components/icons/HouseIcon';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { notify } from '../../lib/notify';
import { pageBase } from '../../lib/page-base';
import { MessageMailsSetting } from './MessageMailsSetting';
import { PersonalData } from './PersonalData';
import styles from './ProfilePage.module.css';
import { YourListings } from './YourListings';

/** /profile, behind the route guard: personal data, log out, and the user's own listings. */
export function ProfilePage() {
  const { profile } = accountTexts;
  const me = useMe();
  const signOut = useSignOut();

  const logOut = (event: FormEvent) => {
    event.preventDefault();
    if (signOut.isPending) return;
    signOut.mutate(undefined, { onError: () => notify.error(profile.logOutFailed) });
  };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1>{titleTexts.profile}</h1>
        {/* A form the server answers too: pressed before the app runs, it still signs out. */}
        <form method="post" action={pageBase + SIGN_OUT_FORM} onSubmit={logOut}>
          <button
            type="submit"
            className="button button-secondary"
            aria-disabled={signOut.isPending || undefined}
          >
            {profile.logOut}
          </button>
        </form>
      </header>
      {me.isPending ? (
        <Spinner />
      ) : me.isError ? (
        <LoadFailed text={profile.loadFailed} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <PersonalData me={me.data} />
          <MessageMailsSetting me={me.data} />
          <Link to="/create-listing" className={`button ${styles.sell}`}>
            <HouseIcon />
            {profile.sellOrRent}
          </Link>
          <YourListings userId={me.data.id} />
        </>
      )}
    </div>
  );
}
