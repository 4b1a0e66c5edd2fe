import { useQuery } from '@tanstack/react-query';
import L, { type LatLngBounds, type LeafletEventHandlerFnMap } from 'leaflet';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type { Cluster } from '../../../shared/schemas/search';
import type { Bbox, SearchFilters } from '../../../shared/search-filters';
import { pinsQuery } from '../../api/get-pins';
import MapView from '../../components/MapView/MapView';
import styles from './SearchPage.module.css';
import { groupPins, spreadExtent, type PinGroup } from './pin-groups';
import { PIN_SIZE, PinGroupMarkers, PinMarker, withAttributes } from './PinMarkers';
import { resultCount } from './result-count';

/** A cluster is its count in a circle of this size (px). */
const CLUSTER_SIZE: [number, number] = [44, 44];

/** The room (px) a spread group leaves around it in the map. */
const SPREAD_MARGIN = 48;

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
      ...withAttributes({ role: 'button', 'aria-label': label }),
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
  const [zoom, setZoom] = useState(() => map.getZoom());
  /** The group of pins spread out (its key), if any. */
  const [spread, setSpread] = useState<string | null>(null);
  // The page's own moves (fitting a new place or the URL's box) are made without animation, so
  // their events come while this is set: they are not the person's.
  const fitting = useRef(false);
  const moved = useEffectEvent((box: Bbox) => onMoved(box));

  useEffect(() => {
    const onMoveEnd = () => {
      const box = toBox(map.getBounds());
      setView(box);
      setZoom(map.getZoom());
      if (!fitting.current) moved(box);
    };
    // A press on the map folds a spread group again.
    const fold = () => setSpread(null);
    map.on('moveend', onMoveEnd);
    map.on('click', fold);
    return () => {
      map.off('moveend', onMoveEnd);
      map.off('click', fold);
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

  // A group whose pills, spread, fit in the map spreads; a bigger one (all of a city's homes
  // at the zoom of a country) zooms in on its homes, unless they stand at one point.
  const pressGroup = (group: PinGroup) => {
    const bounds = L.latLngBounds(group.pins.map((pin) => [pin.lat, pin.lng]));
    const [width, height] = spreadExtent(group.pins.length, PIN_SIZE);
    const { x, y } = map.getSize();
    const fits = width <= x - SPREAD_MARGIN && height <= y - SPREAD_MARGIN;
    const onePoint = bounds.getNorthEast().equals(bounds.getSouthWest());
    if (fits || onePoint || map.getZoom() >= map.getMaxZoom()) setSpread(group.key);
    else map.fitBounds(bounds, { padding: [PIN_SIZE[0], PIN_SIZE[1] * 2] });
  };

  const pins = useQuery(pinsQuery({ ...filters, bbox: undefined }, view));
  // Grouped by where their pills stand at this zoom (a new zoom groups them anew).
  const groups = useMemo(
    () =>
      groupPins(pins.data?.pins ?? [], (pin) => map.project([pin.lat, pin.lng], zoom), PIN_SIZE),
    [pins.data, map, zoom],
  );
  return (
    <>
      {groups.map((group) =>
        group.pins.length === 1 ? (
          <PinMarker key={group.key} pin={group.pins[0]!} />
        ) : (
          <PinGroupMarkers
            key={group.key}
            group={group}
            spread={spread === group.key}
            onPress={pressGroup}
          />
        ),
      )}
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
