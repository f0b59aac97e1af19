import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FitBoundsOptions, LatLngTuple } from 'leaflet';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, ZoomControl, useMap } from 'react-leaflet';
import { CLIENT_NS, type ClientT } from '../../../i18n';
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

const describe = (t: ClientT, { restaurant, courier }: TrackingPlaces): string =>
  t(courier ? 'orders.map.descriptionWithCourier' : 'orders.map.description', { name: restaurant.name });

/**
 * The trip on a map: restaurant, delivery address and, while on the job, the courier, joined by
 * the route. Vector markers only, so the map draws without any image (tiles included) loading.
 */
export function TrackingMap({ places }: { places: TrackingPlaces }) {
  const { t } = useTranslation(CLIENT_NS);
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
        <MapLabel label={describe(t, places)} />
        <FitRoute route={route} shape={shape} />
        <ZoomControl zoomInTitle={t('orders.map.zoomIn')} zoomOutTitle={t('orders.map.zoomOut')} />
        {TILE_URL ? <TileLayer url={TILE_URL} attribution={TILE_ATTRIBUTION} /> : null}
        <Polyline positions={route} pathOptions={{ className: styles.route }} />
        <CircleMarker center={tuple(restaurant)} radius={9} pathOptions={{ className: styles.restaurantMarker }}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            {t('orders.map.restaurant')}
          </Tooltip>
        </CircleMarker>
        <CircleMarker center={tuple(destination)} radius={9} pathOptions={{ className: styles.destinationMarker }}>
          <Tooltip permanent direction="top" offset={[0, -8]}>
            {t('orders.map.home')}
          </Tooltip>
        </CircleMarker>
        {courier && (
          <CircleMarker center={tuple(courier)} radius={11} pathOptions={{ className: styles.courierMarker }}>
            <Tooltip permanent direction="bottom" offset={[0, 10]}>
              {courier.name ?? t('orders.map.courier')}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
      <ul className={styles.legend} aria-label={t('orders.map.legend')}>
        <li>
          <span className={`${styles.swatch} ${styles.restaurantSwatch}`} aria-hidden="true" />
          {t('orders.map.legendRestaurant', { name: restaurant.name })}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.destinationSwatch}`} aria-hidden="true" />
          {t('orders.map.legendHome', { address: destination.address })}
        </li>
        {courier && (
          <li>
            <span className={`${styles.swatch} ${styles.courierSwatch}`} aria-hidden="true" />
            {courier.name ? t('orders.map.legendCourierNamed', { name: courier.name }) : t('orders.map.legendCourier')}
          </li>
        )}
      </ul>
    </div>
  );
}
