/** A view waiting to be written: whose listing, which India day, who (hashed), signed in as. */
export interface PendingView {
  listingId: string;
  /** YYYY-MM-DD, India's day. */
  day: string;
  /** The visitor's keyed hash, hex (visitor-hash.ts). */
  visitor: string;
  /** The signed-in viewer, if any: the write leaves out an owner's view of their own listing. */
  viewerId: string | null;
}

export type AddOutcome = 'added' | 'duplicate' | 'full';

/**
 * The views an instance has received since its last write, at most `capacity`, each person's
 * view of a listing on a day once: a page opened again in the same seconds costs no row.
 */
export class ViewBuffer {
  #views = new Map<string, PendingView>();

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.#views.size;
  }

  add(view: PendingView): AddOutcome {
    const key = `${view.day}|${view.listingId}|${view.visitor}`;
    if (this.#views.has(key)) return 'duplicate';
    if (this.#views.size >= this.capacity) return 'full';
    this.#views.set(key, view);
    return 'added';
  }

  /** Everything waiting, sorted as the write takes its locks (the same order on every instance). */
  take(): PendingView[] {
    const views = [...this.#views.values()];
    this.#views = new Map();
    return views.sort(
      (a, b) =>
        compare(a.listingId, b.listingId) || compare(a.day, b.day) || compare(a.visitor, b.visitor),
    );
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
