import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Listing } from '../../shared/schemas/listing';
import { listingKeys } from './get-listings';
import { isNotFound, sendJson } from './http';
import { withoutListing } from './listing-cache';

/** DELETE /api/listings/:id: 204; the server deletes the listing's images too. */
export async function deleteListing(id: string): Promise<void> {
  await sendJson<null>('DELETE', `/api/listings/${encodeURIComponent(id)}`);
}

interface Snapshot {
  lists: [QueryKey, unknown][];
}

/**
 * Deletes a listing and removes it from every cached list at once (docs/product.md#profile: it disappears from
 * the profile list immediately). A failure puts the lists back as they were. A listing that is
 * already gone counts as deleted.
 */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Pick<Listing, 'id' | 'name'>, Snapshot>({
    mutationFn: (listing) =>
      deleteListing(listing.id).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
    onMutate: async (listing) => {
      await queryClient.cancelQueries({ queryKey: listingKeys.all });
      const lists = queryClient.getQueriesData({ queryKey: listingKeys.all });
      queryClient.setQueriesData({ queryKey: listingKeys.all }, (data: unknown) =>
        withoutListing(data, listing.id),
      );
      return { lists };
    },
    onError: (_error, _listing, snapshot) => {
      for (const [key, data] of snapshot?.lists ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (_result, listing) =>
      queryClient.removeQueries({ queryKey: listingKeys.detail(listing.id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
