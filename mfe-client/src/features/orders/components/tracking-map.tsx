import { useEffect, useEffectEvent } from 'react';
import type { FitBoundsOptions, LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, ZoomControl, useMap } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '../lib/map-tiles';
import { routePoints, type MapPoint, type TrackingPlaces } from '../lib/tracking';
import styles from './tracking.module.css';

const tuple = ({ latitude, longitude }: MapPoint): LatLngTuple => [latitude, longitude];
const FIT: FitBoundsOptions = { padding: [32, 32], maxZoom: 16 };

/** Names the keyboard-operable map container (Leaflet creates it, react-leaflet passes no ARIA to it). */
function MapLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/** Frames the route again when a point appears or goes (the courier), not on each of its moves. */
function FitRoute({ route, shape }: { route: LatLngTuple[]; shape: string }) {
  const map = useMap();
  const fit = useEffectEvent(() => {
    map.fitBounds(route, FIT);
  });
  // Keyed on what is drawn, not where: the map must not jump at each position of the courier.
  useEffect(() => fit(), [shape]);
  return null;
}

function describe({ restaurant, courier }: TrackingPlaces): string {
  const parts = [`le restaurant ${restaurant.name}`, 'votre adresse de livraison'];
  if (courier) parts.push('la position de votre livreur');
  return `Carte de la livraison : ${parts.join(', ')}. Les informations ci-dessus en donnent le détail.`;
}

/**
 * The trip on a map: restaurant, delivery address and, while on the job, the courier, joined by
 * the route. Vector markers only, so the map draws without any image (tiles included) loading.
 */
export function TrackingMap({ places }: { places: TrackingPlaces }) {
  const { restaurant, destination, courier } = places;
  const route = routePoints(places).map(tuple);
  const shape = courier ? (courier.toRestaurant ? 'to-restaurant' : 'to-client') : 'trip';
  return (
    <div className={styles.mapBlock}>
      <MapContainer
        bounds={route}
        boundsOptions={FIT}
        scrollWheelZoom={false}
        zoomControl={false}
        className={styles.map}
      >
        <MapLabel label={describe(places)} />
        <FitRoute route={route} shape={shape} />
        <ZoomControl zoomInTitle="Zoomer" zoomOutTitle="Dézoomer" />
        {TILE_URL ? <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} /> : null}
        <Polyline positions={route} pathOptions={{ className: styles.route }} />
        <CircleMarker center={tuple(restaurant)} radius={9} pathOptions={{ className: styles.restaurantMarker }}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            Restaurant
          </Tooltip>
        </CircleMarker>
        <CircleMarker center={tuple(destination)} radius={9} pathOptions={{ className: styles.destinationMarker }}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            Chez vous
          </Tooltip>
        </CircleMarker>
        {courier && (
          <CircleMarker center={tuple(courier)} radius={11} pathOptions={{ className: styles.courierMarker }}>
            <Tooltip permanent direction="bottom" offset={[0, 10]}>
              {courier.name ?? 'Livreur'}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
      <ul className={styles.legend} aria-label="Légende de la carte">
        <li>
          <span className={`${styles.swatch} ${styles.restaurantSwatch}`} aria-hidden="true" />
          Restaurant : {restaurant.name}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.destinationSwatch}`} aria-hidden="true" />
          Chez vous : {destination.address}
        </li>
        {courier && (
          <li>
            <span className={`${styles.swatch} ${styles.courierSwatch}`} aria-hidden="true" />
            Votre livreur{courier.name ? ` : ${courier.name}` : ''}
          </li>
        )}
      </ul>
    </div>
  );
}
