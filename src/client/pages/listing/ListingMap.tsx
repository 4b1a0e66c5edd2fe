import L from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { MAP_ZOOM } from '../../../shared/constants';
import type { GeoLocation } from '../../../shared/schemas/listing';
import { useClientConfig } from '../../api/get-client-config';
import styles from './ListingMap.module.css';

// Leaflet looks for its marker images next to its CSS, which a bundler renames: give it the
// bundled URLs and no path prefix.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
});

interface ListingMapProps {
  position: GeoLocation;
  /** The address: the marker's text and popup. */
  label: string;
}

/**
 * The detail page map (its own chunk, with Leaflet and its CSS). Tiles come from the configured
 * tile server; when they cannot load, the map still shows the marker on an empty background.
 */
export default function ListingMap({ position, label }: ListingMapProps) {
  const config = useClientConfig();
  const center: [number, number] = [position.lat, position.lng];
  return (
    <MapContainer center={center} zoom={MAP_ZOOM} scrollWheelZoom={false} className={styles.map}>
      {config.data && (
        <TileLayer url={config.data.map.tileUrl} attribution={config.data.map.attribution} />
      )}
      <Marker position={center} alt={label} title={label}>
        <Popup>{label}</Popup>
      </Marker>
    </MapContainer>
  );
}
