import { useQuery } from '@tanstack/react-query';
import L, { type LatLngBounds, type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { listingPath } from '../../../shared/listing-price';
import type { Cluster, Pin } from '../../../shared/schemas/search';
import type { Bbox, SearchFilters } from '../../../shared/search-filters';
import { pinsQuery } from '../../api/get-pins';
import MapView from '../../components/MapView/MapView';
import styles from './SearchPage.module.css';
import { resultCount } from './result-count';

/** A pin is its price on a pill centred in this box (px); a cluster, its count in a circle. */
const PIN_SIZE: [number, number] = [112, 28];
const CLUSTER_SIZE: [number, number] = [44, 44];

/** India, when the search names no place and the URL no box. */
const INDIA: Bbox = [68, 6.5, 97.5, 36];

const toBounds = ([west, south, east, north]: Bbox) => L.latLngBounds([south, west], [north, east]);
const toBox = (bounds: LatLngBounds): Bbox => [
  bounds.getWest(),
  bounds.getSouth(),
  bounds.getEast(),
  bounds.getNorth(),
];

/** Boxes that differ by no more than the URL's rounding (six decimals). */
const sameBox = (a: Bbox, b: Bbox) => a.every((value, i) => Math.abs(value - b[i]!) < 1e-5);

/** Gives a marker's element the name and role a screen reader announces (Leaflet sets neither). */
const named = (label: string): LeafletEventHandlerFnMap => ({
  add(event) {
    const element = (event.target as L.Marker).getElement();
    element?.setAttribute('role', 'button');
    element?.setAttribute('aria-label', label);
  },
});

function PinMarker({ pin }: { pin: Pin }) {
  const price = formatPrice(pin.price, pin.type);
  const icon = useMemo(
    () =>
      L.divIcon({
        className: styles.pin,
        html: `<span>${formatPrice(pin.price)}</span>`,
        iconSize: PIN_SIZE,
        iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1] / 2],
      }),
    [pin.price],
  );
  return (
    <Marker
      position={[pin.lat, pin.lng]}
      icon={icon}
      eventHandlers={named(`${pin.name} - ${price}`)}
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

function ClusterMarker({ cluster }: { cluster: Cluster }) {
  const map = useMap();
  const label = resultCount(cluster.count);
  const icon = useMemo(
    () =>
      L.divIcon({
        className: styles.cluster,
        html: `<span>${cluster.count}</span>`,
        iconSize: CLUSTER_SIZE,
      }),
    [cluster.count],
  );
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      ...named(label),
      click() {
        const bounds = toBounds(cluster.bbox);
        // Listings at one point: zoom in on it instead of fitting a box with no size.
        if (bounds.getNorthEast().equals(bounds.getSouthWest())) {
          map.setView(bounds.getCenter(), map.getZoom() + 3);
        } else map.fitBounds(bounds, { padding: [24, 24] });
      },
    }),
    [cluster.bbox, label, map],
  );
  return <Marker position={[cluster.lat, cluster.lng]} icon={icon} eventHandlers={handlers} />;
}

/**
 * The markers of the search in view, fetched for each view; a view the person moved to is
 * reported (the page limits the results to it when "Search as I move the map" is on).
 */
function SearchLayers(props: {
  filters: SearchFilters;
  fitTo: Bbox;
  onMoved: (box: Bbox) => void;
}) {
  const { filters, fitTo, onMoved } = props;
  const map = useMap();
  const [view, setView] = useState<Bbox>(() => toBox(map.getBounds()));
  // The page's own moves (fitting a new place or the URL's box) are made without animation, so
  // their events come while this is set: they are not the person's.
  const fitting = useRef(false);
  const moved = useEffectEvent((box: Bbox) => onMoved(box));

  useEffect(() => {
    const onMoveEnd = () => {
      const box = toBox(map.getBounds());
      setView(box);
      if (!fitting.current) moved(box);
    };
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  const fitKey = fitTo.join(',');
  const fit = useEffectEvent(() => {
    // The URL's box is the view the person moved to (rounded): leave it as it is.
    if (sameBox(toBox(map.getBounds()), fitTo)) return;
    // An open card would pan the map after the fit, as if the person had moved it.
    map.closePopup();
    fitting.current = true;
    map.fitBounds(toBounds(fitTo), { animate: false });
    fitting.current = false;
  });
  useEffect(() => fit(), [fitKey]);

  const pins = useQuery(pinsQuery({ ...filters, bbox: undefined }, view));
  return (
    <>
      {pins.data?.pins.map((pin) => (
        <PinMarker key={pin.id} pin={pin} />
      ))}
      {pins.data?.clusters.map((cluster) => (
        <ClusterMarker key={`${cluster.lat},${cluster.lng}`} cluster={cluster} />
      ))}
    </>
  );
}

/**
 * The search's map (its own chunk, with Leaflet): it opens on the URL's box, else on the place
 * searched, else on India, and draws the matching listings (or their counts) in view.
 */
export default function SearchMap(props: {
  filters: SearchFilters;
  /** The box of the place the search names. */
  placeBox: Bbox | undefined;
  onMoved: (box: Bbox) => void;
}) {
  const { filters, placeBox, onMoved } = props;
  const fitTo = filters.bbox ?? placeBox ?? INDIA;
  return (
    <MapView bounds={toBounds(fitTo)}>
      <SearchLayers filters={filters} fitTo={fitTo} onMoved={onMoved} />
    </MapView>
  );
}
