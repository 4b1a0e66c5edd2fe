import type { FormEvent } from 'react';
import { listingMarkForm, type ListingMark } from '../../../shared/page-forms';
import { ActionIcon } from '../../components/icons/ActionIcons';
import { pageBase } from '../../lib/page-base';

interface LifeActionFormProps {
  listingId: string;
  /** The API's name of the mark: rented or sold, relisted, renewed. */
  action: ListingMark;
  label: string;
  onPress: () => void;
}

/**
 * A mark on one of the owner's listings: a form the server answers when it is pressed before
 * the app runs (the server marks it and shows the profile again), the app's own request after.
 */
export function LifeActionForm({ listingId, action, label, onPress }: LifeActionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPress();
  };
  return (
    <form
      method="post"
      action={pageBase + listingMarkForm(listingId, action)}
      className="inline-form"
      onSubmit={submit}
    >
      <button type="submit" className="icon-button" aria-label={label}>
        <ActionIcon action={action} />
      </button>
    </form>
  );
}
