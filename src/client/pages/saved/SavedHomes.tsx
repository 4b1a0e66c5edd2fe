import { useSavedHomes } from '../../api/get-saved-homes';
import { ListingCards } from '../../components/ListingList/ListingCards';
import { LoadFailed } from '../../components/LoadFailed/LoadFailed';
import { Spinner } from '../../components/Spinner/Spinner';
import { listingTexts } from '../../../shared/texts/listings';
import { savedTexts } from '../../../shared/texts/saved';

/** The saved homes as cards, the latest saved first; a home unsaved here leaves the list. */
export function SavedHomes({ userId }: { userId: string }) {
  const homes = useSavedHomes(userId);
  if (homes.isPending) return <Spinner />;
  if (homes.isError) {
    return <LoadFailed text={listingTexts.lists.loadFailed} onRetry={() => void homes.refetch()} />;
  }
  if (homes.data.items.length === 0) return <p className="notice">{savedTexts.empty}</p>;
  return <ListingCards items={homes.data.items} />;
}
