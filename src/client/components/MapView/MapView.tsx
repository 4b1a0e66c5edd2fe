import L, { type LatLngBoundsExpression, type LatLngTuple } from 'leaflet';
import markerIconRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import type { ReactNode } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import type { GeoLocation } from '../../../shared/schemas/listing';
import { useClientConfig } from '../../api/get-client-config';
import styles from './MapView.module.css';

// Leaflet looks for its marker images next to its CSS, which a bundler renames: give it the
// bundled URLs and no path prefix.
L.Icon.Default.imagePath = '';
L.Icon.Default.mergeOptions({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIconRetina,
  shadowUrl: markerShadow,
});

/** Where the map opens: a point and a zoom, or a box to fit. */
type MapViewProps = (
  | { center: GeoLocation; zoom: number; bounds?: undefined }
  | { bounds: LatLngBoundsExpression; center?: undefined; zoom?: undefined }
) & {
  /** Markers and other layers. */
  children: ReactNode;
};

/**
 * A Leaflet map on the configured tile server (import it lazily: Leaflet stays out of the pages
 * that show no map). When tiles cannot load, the map still shows its markers on a plain background.
 */
export default function MapView({ center, zoom, bounds, children }: MapViewProps) {
  const config = useClientConfig();
  const view = bounds
    ? { bounds }
    : { center: [center.lat, center.lng] satisfies LatLngTuple, zoom };
  return (
    <MapContainer {...view} scrollWheelZoom={false} className={styles.map}>
      {config.data && (
        <TileLayer url={config.data.map.tileUrl} attribution={config.data.map.attribution} />
      )}
      {children}
    </MapContainer>
  );
}
