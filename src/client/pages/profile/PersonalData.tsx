import { useState, type FormEvent } from 'react';
import { accountTexts } from '../../../shared/texts/account';
import { DISPLAY_NAME_MAX } from '../../../shared/account-rules';
import type { Me } from '../../../shared/schemas/account';
import { useUpdateMe } from '../../api/update-me';
import { FormField } from '../../components/FormField/FormField';
import { useHydrated } from '../../hooks/useHydrated';
import { notify } from '../../lib/notify';
import styles from './ProfilePage.module.css';

/**
 * Personal Data (docs/product.md#profile): read-only until "change"; "done" saves the name (only the name: the
 * e-mail is never editable) and returns to read-only.
 */
export function PersonalData({ me }: { me: Me }) {
  const { profile } = accountTexts;
  const updateMe = useUpdateMe();
  const hydrated = useHydrated();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(me.name);
  const [nameError, setNameError] = useState<string | null>(null);

  const done = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(profile.nameRequired);
      return;
    }
    setNameError(null);
    setEditing(false);
    setName(trimmed);
    if (trimmed === me.name) return;
    updateMe.mutate(
      { name: trimmed },
      {
        onError: () => {
          notify.error(profile.saveFailed);
          setName(me.name);
        },
      },
    );
  };

  const toggle = () => (editing ? done() : setEditing(true));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) done();
  };

  return (
    <section className={styles.section} aria-labelledby="personal-data">
      <div className={styles.sectionHead}>
        <h2 id="personal-data">{profile.personalData}</h2>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          // Rendered on the server, it waits for the app: a press before it runs would do nothing.
          disabled={!hydrated}
          aria-disabled={updateMe.isPending || undefined}
        >
          {editing ? profile.done : profile.change}
        </button>
      </div>
      <form className={`panel ${styles.card}`} onSubmit={submit}>
        <FormField
          label={accountTexts.name}
          name="name"
          autoComplete="name"
          readOnly={!editing}
          maxLength={DISPLAY_NAME_MAX}
          error={nameError}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormField label={accountTexts.email} type="email" name="email" readOnly value={me.email} />
      </form>
    </section>
  );
}
