/**
 * The Google provider's markers (spec 3.4, 9.1, 9.2): classic `google.maps.Marker`s for the
 * locations (custom icons at 50×50 px, anchor and origin 0,0, letters, opacity, a clickable shape),
 * small circle symbols for radius-search places and the map-search point, the markers that stand
 * for clusters (the icon sets of 9.2), and `GoogleMarker`, the provider's MarkerHandle.
 *
 * The option builders are pure: they build exactly what reaches Google, so the tests assert them.
 */
import type { Renderer } from '@googlemaps/markerclusterer';
import { t } from '../../core/i18n';
import type { GoogleLibraries } from '../../services/google/loader';
import { clusterIcon, type ClusterIcon, type ClusterIconSetName } from '../clusters';
import type { ClusterOptions, MarkerEvent, MarkerHandle, MarkerKind, MarkerSpec } from '../provider';

/*
 * Classic markers, on purpose: google.maps.Marker is deprecated (not discontinued) in favour of
 * AdvancedMarkerElement, but advanced markers need a map ID, and a map with a map ID ignores
 * StyledMapType, which is what the themes of 9.1 are. The clusterer takes either kind.
 */
// eslint-disable-next-line @typescript-eslint/no-deprecated
export type ClassicMarker = google.maps.Marker;
// eslint-disable-next-line @typescript-eslint/no-deprecated
export type ClassicMarkerOptions = google.maps.MarkerOptions;

export function newMarker(g: GoogleLibraries, options: ClassicMarkerOptions): ClassicMarker {
  return new g.marker.Marker(options);
}

/** 9.1 */
export const ICON_SIZE = 50;

/**
 * The look of the markers that are not configured locations: radius-search places are orange
 * discs with a white ring, the map-search point a small dark dot (as on OSM, a different look from
 * the location pins, so the two never get confused).
 */
export const KIND_SYMBOLS = {
  place: { scale: 8, fillColor: '#e66100', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 2 },
  point: { scale: 5, fillColor: '#241f31', fillOpacity: 1, strokeColor: '#ffffff', strokeWeight: 1.5 },
} as const satisfies Record<Exclude<MarkerKind, 'location'>, Omit<google.maps.Symbol, 'path'>>;

/** Places and the map-search point: drawn as symbols, never clustered. */
export function isSymbolKind(kind: MarkerKind | undefined): kind is 'place' | 'point' {
  return kind === 'place' || kind === 'point';
}

/**
 * A marker's options (3.4, 9.1). `optimized: false` makes Google draw each marker as its own DOM
 * element; with a title and a click listener it becomes a focusable button (Tab, Enter), named
 * by the title. A custom icon is drawn at 50×50 px with origin and anchor 0,0 and clickable over
 * its whole square; the default marker keeps Google's own clickable outline (no `shape`: a shape
 * only describes a custom image, and any hand-written polygon would be less precise than Google's).
 */
export function markerOptionsFor(
  spec: MarkerSpec,
  g: GoogleLibraries,
  map: google.maps.Map | null = null,
): ClassicMarkerOptions {
  const { Point, Size } = g.core;
  const options: ClassicMarkerOptions = {
    map,
    position: { lat: spec.position.lat, lng: spec.position.lng },
    title: spec.title || spec.label || '',
    opacity: spec.opacity,
    optimized: false,
  };
  if (spec.label) options.label = spec.label;
  if (isSymbolKind(spec.kind)) {
    options.icon = { path: g.core.SymbolPath.CIRCLE, ...KIND_SYMBOLS[spec.kind] };
  } else if (spec.icon) {
    options.icon = {
      url: spec.icon,
      size: new Size(ICON_SIZE, ICON_SIZE),
      scaledSize: new Size(ICON_SIZE, ICON_SIZE),
      origin: new Point(0, 0),
      anchor: new Point(0, 0),
    };
    options.shape = { type: 'rect', coords: [0, 0, ICON_SIZE, ICON_SIZE] };
  }
  return options;
}

/**
 * Where a cluster image sits on its position and where its count is written: discs, people,
 * bubbles and hearts are centred; the pin stands on its tip and carries the count in its head.
 * The label origins follow the drawings in Resources/Public/Images/markerclusterer/.
 */
export function clusterGeometry(set: ClusterIconSetName, icon: ClusterIcon) {
  const { width: w, height: h } = icon;
  switch (set) {
    case 'pin':
      return { anchor: [w / 2, h], labelOrigin: [w / 2, Math.round(w / 2)] };
    case 'conversation':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.4)] };
    case 'heart':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.42)] };
    case 'people':
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, Math.round(h * 0.62)] };
    default:
      return { anchor: [w / 2, h / 2], labelOrigin: [w / 2, h / 2] };
  }
}

/** The options of the marker that stands for a cluster of `count` locations (9.2). */
export function clusterMarkerOptions(
  options: ClusterOptions,
  count: number,
  position: google.maps.LatLng | google.maps.LatLngLiteral,
  g: GoogleLibraries,
): ClassicMarkerOptions {
  const { Point, Size } = g.core;
  const icon = clusterIcon(options.iconSet, count);
  const { anchor, labelOrigin } = clusterGeometry(options.iconSet, icon);
  const [anchorX = 0, anchorY = 0] = anchor;
  const [labelX = 0, labelY = 0] = labelOrigin;
  return {
    position,
    icon: {
      url: `${options.imagePath}${icon.file}`,
      size: new Size(icon.width, icon.height),
      scaledSize: new Size(icon.width, icon.height),
      anchor: new Point(anchorX, anchorY),
      labelOrigin: new Point(labelX, labelY),
    },
    label: { text: String(count), color: icon.textColor, fontSize: `${icon.textSize}px`, fontWeight: 'bold' },
    title: t('map.cluster', { count }),
    // Clusters above the single markers, bigger clusters above smaller ones.
    zIndex: g.marker.Marker.MAX_ZINDEX + count,
    optimized: false,
  };
}

export function clusterRenderer(options: ClusterOptions, g: GoogleLibraries): Renderer {
  return {
    render: ({ count, position }) => newMarker(g, clusterMarkerOptions(options, count, position, g)),
  };
}

const MARKER_EVENTS: readonly MarkerEvent[] = ['click', 'mouseover', 'mouseout'];

export class GoogleMarker implements MarkerHandle {
  private readonly registered = new Set<MarkerEvent>();
  private triggered = false;
  /** Called after a visibility change (the clusterer redraws). */
  onVisibilityChange: (() => void) | undefined;

  constructor(
    readonly spec: MarkerSpec,
    readonly marker: ClassicMarker,
    private readonly event: typeof google.maps.event,
  ) {
    // Every marker listens for clicks: the listener gives it button semantics (keyboard focus,
    // Enter). A marker whose info opens on mouse-over also opens on a visitor's click, tap or Enter
    // (a touch screen and a keyboard have no mouse-over); `click()` from the location list does not
    // do this, so the list behaves as on OpenStreetMap (4.5: only the click listeners run).
    event.addListener(marker, 'click', () => {
      if (this.triggered || this.registered.has('click') || !this.registered.has('mouseover')) return;
      event.trigger(marker, 'mouseover');
    });
  }

  on(name: MarkerEvent, listener: () => void): void {
    if (!MARKER_EVENTS.includes(name)) return;
    this.registered.add(name);
    this.event.addListener(this.marker, name, () => listener());
  }

  click(): void {
    this.triggered = true;
    try {
      this.event.trigger(this.marker, 'click');
    } finally {
      this.triggered = false;
    }
  }

  /** As last set (the clusterer counts only visible markers). */
  visible = true;

  setVisible(visible: boolean): void {
    this.visible = visible;
    this.marker.setVisible(visible);
    this.onVisibilityChange?.();
  }
}
