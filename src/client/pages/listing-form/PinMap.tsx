import type { LatLng, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type { GeoLocation } from '../../../shared/schemas/listing';
import MapView from '../../components/MapView/MapView';
import { listingFormTexts } from '../../../shared/texts/listing-form';

interface PinMapProps {
  position: GeoLocation;
  zoom: number;
  /** A new value re-centres the map on `position` (a newly found place, not a drag). */
  placeKey: string;
  onMove: (position: GeoLocation) => void;
}

/** Pixels an arrow key moves the pin; with Shift, five times as far. */
const KEY_STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const toGeo = (latLng: LatLng): GeoLocation => ({ lat: latLng.lat, lng: latLng.lng });

function DraggablePin({ position, zoom, placeKey, onMove }: PinMapProps) {
  const map = useMap();
  const markerRef = useRef<LeafletMarker>(null);
  const moved = useEffectEvent((latLng: LatLng) => onMove(toGeo(latLng)));

  // A newly found place: show it at its zoom (a drag moves the pin, not the view).
  const showPlace = useEffectEvent(() => {
    map.setView([position.lat, position.lng], zoom);
  });
  useEffect(() => {
    showPlace();
  }, [placeKey]);

  // A drag moves the pin; so do the arrow keys when it has focus (and not the map under it).
  useEffect(() => {
    const marker = markerRef.current;
    const element = marker?.getElement();
    if (!marker || !element) return;
    const onDragEnd = () => moved(marker.getLatLng());
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = ARROWS[event.key];
      if (!direction) return;
      event.preventDefault();
      event.stopPropagation();
      const step = KEY_STEP_PX * (event.shiftKey ? 5 : 1);
      const point = map
        .latLngToContainerPoint(marker.getLatLng())
        .add([direction[0] * step, direction[1] * step]);
      const next = map.containerPointToLatLng(point);
      marker.setLatLng(next);
      map.panInside(next);
      moved(next);
    };
    marker.on('dragend', onDragEnd);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      marker.off('dragend', onDragEnd);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [map]);

  return (
    <Marker
      ref={markerRef}
      position={[position.lat, position.lng]}
      draggable
      autoPan
      alt={listingFormTexts.preview.pin}
      title={listingFormTexts.preview.pinTitle}
    />
  );
}

/** The listing form's map (its own chunk, with Leaflet): the pin of the address, to be moved. */
export default function PinMap(props: PinMapProps) {
  return (
    <MapView center={props.position} zoom={props.zoom}>
      <DraggablePin {...props} />
    </MapView>
  );
}
