import { lazy, Suspense } from 'react';
import { messages } from '../../../shared/messages';
import styles from './ListingForm.module.css';
import type { AddressPin } from './useAddressPin';

const PinMap = lazy(() => import('./PinMap'));

/** Texts of the preview that the product's message catalogue leaves to us. */
export const previewTexts = {
  found: (place: string) => `Found: ${place}`,
  cityOnly: (place: string) => `Found the city only: ${place}`,
  closer: 'Add the locality or the PIN code, or move the pin to where the home is.',
  failed: 'The address could not be looked up just now. You can still save the listing.',
  moved: 'The pin you moved is what will be saved.',
} as const;

function statusText(pin: AddressPin): string {
  if (pin.status === 'missing') return messages.invalidAddress;
  if (pin.status === 'failed') return previewTexts.failed;
  if (!pin.place) return '';
  const name = pin.place.formattedAddress;
  return pin.place.precision === 'city' ? previewTexts.cityOnly(name) : previewTexts.found(name);
}

/**
 * Under the address: the place found, said politely as the owner types, and a map whose pin the
 * owner may move. Looking at it is optional; saving works the same without it.
 */
export function AddressPreview({ pin }: { pin: AddressPin }) {
  const onlyCity = pin.status === 'found' && pin.place?.precision === 'city';
  return (
    <div className={styles.preview}>
      <p role="status" className={styles.previewText}>
        {statusText(pin)}
      </p>
      {onlyCity && <p className={styles.previewHint}>{previewTexts.closer}</p>}
      {pin.position && (
        <div role="region" aria-label="Pin location" className={styles.pinMap}>
          <Suspense fallback={null}>
            <PinMap
              position={pin.position}
              zoom={pin.zoom}
              placeKey={pin.placeKey}
              onMove={pin.movePin}
            />
          </Suspense>
          {pin.moved && <p className={styles.previewHint}>{previewTexts.moved}</p>}
        </div>
      )}
    </div>
  );
}
