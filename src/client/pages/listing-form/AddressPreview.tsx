import { lazy, Suspense } from 'react';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import styles from './ListingForm.module.css';
import type { AddressPin } from './useAddressPin';

const PinMap = lazy(() => import('./PinMap'));

const texts = listingFormTexts.preview;

function statusText(pin: AddressPin): string {
  if (pin.status === 'missing') return listingFormTexts.invalidAddress;
  if (pin.status === 'failed') return texts.failed;
  if (!pin.place) return '';
  const place = pin.place.formattedAddress;
  return pin.place.precision === 'city' ? texts.cityOnly({ place }) : texts.found({ place });
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
      {onlyCity && <p className={styles.previewHint}>{texts.closer}</p>}
      {pin.position && (
        <div role="region" aria-label={texts.map} className={styles.pinMap}>
          <Suspense fallback={null}>
            <PinMap
              position={pin.position}
              zoom={pin.zoom}
              placeKey={pin.placeKey}
              onMove={pin.movePin}
            />
          </Suspense>
          {pin.moved && <p className={styles.previewHint}>{texts.moved}</p>}
        </div>
      )}
    </div>
  );
}
