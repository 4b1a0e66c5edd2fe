import { useState, type FormEvent } from 'react';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_NAME_MAX,
  type AlertFrequency,
} from '../../../shared/constants';
import { filtersToParams, type SearchFilters } from '../../../shared/search-filters';
import { summariseSearch } from '../../../shared/search-summary';
import { searchTexts } from '../../../shared/texts/search';
import { useCreateSavedSearch } from '../../api/create-saved-search';
import { ApiRequestError } from '../../api/http';
import { RadioGroup } from '../../components/Choice/Choice';
import { Dialog } from '../../components/Dialog/Dialog';
import { DialogButtons } from '../../components/Dialog/DialogButtons';
import { FormField } from '../../components/FormField/FormField';
import { notify } from '../../lib/notify';
import styles from './SearchPage.module.css';

const texts = searchTexts.save;

/**
 * The form of the dialog: made when the dialog opens, so its name is the search's of then (its
 * place named as the page names it).
 */
function SaveSearchForm(props: {
  filters: SearchFilters;
  placeLabel: string | undefined;
  onDone: () => void;
}) {
  const { filters, placeLabel, onDone } = props;
  const [name, setName] = useState(() =>
    summariseSearch({ ...filters, q: placeLabel ?? filters.q }),
  );
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const save = useCreateSavedSearch();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    // The URL's query as the page keeps it: the filters alone, no paging.
    const query = filtersToParams(filters).toString();
    save.mutate(
      { name: name.trim(), query, frequency },
      {
        onSuccess: () => {
          notify.success(texts.saved);
          onDone();
        },
        // The API says what is wrong (the most searches one may keep, a name too long).
        onError: (error) =>
          notify.error(error instanceof ApiRequestError ? error.message : texts.failed),
      },
    );
  };

  return (
    <form className={styles.saveForm} onSubmit={submit}>
      <FormField
        label={texts.name}
        name="name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        data-autofocus
      />
      <RadioGroup
        legend={texts.frequency}
        className={styles.radios}
        name="frequency"
        choices={ALERT_FREQUENCIES}
        value={frequency}
        onChange={setFrequency}
        texts={texts.frequencies}
      />
      <DialogButtons busy={save.isPending} submit={texts.submit} onCancel={onDone} />
    </form>
  );
}

/** "Save search": a name, how often to mail its new homes, and Save. */
export function SaveSearchDialog(props: {
  open: boolean;
  onClose: () => void;
  filters: SearchFilters;
  placeLabel?: string | undefined;
}) {
  const { open, onClose, filters, placeLabel } = props;
  return (
    <Dialog open={open} onClose={onClose} heading={texts.dialog}>
      <SaveSearchForm filters={filters} placeLabel={placeLabel} onDone={onClose} />
    </Dialog>
  );
}
