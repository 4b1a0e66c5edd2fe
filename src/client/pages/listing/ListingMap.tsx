import { Marker, Popup } from 'react-leaflet';
import { MAP_ZOOM } from '../../../shared/constants';
import type { GeoLocation } from '../../../shared/schemas/listing';
import MapView from '../../components/MapView/MapView';

interface ListingMapProps {
  position: GeoLocation;
  /** The address: the marker's text and popup. */
  label: string;
}

/** The detail page map (its own chunk, with Leaflet and its CSS): the listing's pin. */
export default function ListingMap({ position, label }: ListingMapProps) {
  return (
    <MapView center={position} zoom={MAP_ZOOM}>
      <Marker position={[position.lat, position.lng]} alt={label} title={label}>
        <Popup>{label}</Popup>
      </Marker>
    </MapView>
  );
}
