import L, { type LeafletEventHandlerFnMap } from 'leaflet';
import { useMemo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { listingPath } from '../../../shared/listing-price';
import type { Pin } from '../../../shared/schemas/search';
import { searchTexts } from '../../../shared/texts/search';
import { spreadOffsets, type PinGroup } from './pin-groups';
import styles from './SearchPage.module.css';

/** A pin is its price on a pill centred in this box (px). */
export const PIN_SIZE: [number, number] = [112, 28];
/** Above the other pins: a group's face, and its pins once spread. */
const ON_TOP = 1000;

/** Sets attributes on a marker's element once it is on the map (Leaflet sets few of its own). */
export const withAttributes = (attributes: Record<string, string>): LeafletEventHandlerFnMap => ({
  add(event) {
    const element = (event.target as L.Marker).getElement();
    for (const [name, value] of Object.entries(attributes)) element?.setAttribute(name, value);
  },
});

/**
 * One home: a button "<name> - <price>" that opens its card. In a group it stands `offset`
 * pixels from the group's point; `folded` (the group not spread) it is there for the keyboard
 * only, under the group's face, and shows when focused.
 */
export function PinMarker(props: {
  pin: Pin;
  group?: PinGroup;
  offset?: [number, number];
  folded?: boolean;
}) {
  const { pin, group, offset = [0, 0], folded = false } = props;
  const price = formatPrice(pin.price, pin.type);
  const [dx, dy] = offset;
  const groupKey = group?.key;
  const icon = useMemo(
    () =>
      L.divIcon({
        className: folded ? `${styles.pin} ${styles.folded}` : styles.pin,
        html: `<span>${formatPrice(pin.price)}</span>`,
        iconSize: PIN_SIZE,
        iconAnchor: [PIN_SIZE[0] / 2 - dx, PIN_SIZE[1] / 2 - dy],
        popupAnchor: [dx, dy - PIN_SIZE[1] / 2],
      }),
    [pin.price, folded, dx, dy],
  );
  const handlers = useMemo(
    () =>
      withAttributes({
        role: 'button',
        'aria-label': `${pin.name} - ${price}`,
        ...(groupKey && { 'data-pin-group': groupKey }),
      }),
    [pin.name, price, groupKey],
  );
  return (
    <Marker
      position={group ? [group.lat, group.lng] : [pin.lat, pin.lng]}
      icon={icon}
      eventHandlers={handlers}
      zIndexOffset={group && !folded ? ON_TOP : 0}
    >
      <Popup>
        <Link to={listingPath(pin)} className={styles.pinLink}>
          {pin.name}
        </Link>
        <br />
        {price}
      </Popup>
    </Marker>
  );
}

/**
 * Pins whose pills would overlap, drawn as one pill (the lowest price and how many more) that
 * spreads them (or zooms in) when pressed. The face is for the pointer only: each home keeps
 * its own button, under the face, for the keyboard and screen readers; focused, it shows on top.
 */
export function PinGroupMarkers(props: {
  group: PinGroup;
  spread: boolean;
  onPress: (group: PinGroup) => void;
}) {
  const { group, spread, onPress } = props;
  const offsets = spreadOffsets(group.pins.length, PIN_SIZE);
  const lowest = Math.min(...group.pins.map((pin) => pin.price));
  const face = useMemo(
    () =>
      L.divIcon({
        className: `${styles.pin} ${styles.pinGroup}`,
        html: `<span>${searchTexts.pinGroup({ price: formatPrice(lowest), more: group.pins.length - 1 })}</span>`,
        iconSize: PIN_SIZE,
      }),
    [lowest, group.pins.length],
  );
  const faceHandlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      ...withAttributes({ 'aria-hidden': 'true', 'data-pin-face': group.key }),
      click: () => onPress(group),
    }),
    [group, onPress],
  );
  return (
    <>
      {!spread && (
        <Marker
          position={[group.lat, group.lng]}
          icon={face}
          keyboard={false}
          zIndexOffset={ON_TOP}
          eventHandlers={faceHandlers}
        />
      )}
      {group.pins.map((pin, i) => (
        <PinMarker
          key={pin.id}
          pin={pin}
          group={group}
          offset={spread ? offsets[i] : undefined}
          folded={!spread}
        />
      ))}
    </>
  );
}
