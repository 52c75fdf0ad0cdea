/** The HTML elements of OSM markers and clusters (no sprites needed): buttons, so the keyboard reaches them. */
import { t } from '../../core/i18n';
import type { ClusterIcon } from '../clusters';
import type { MarkerSpec } from '../provider';

/** Our default marker: a pin 27×41 px, its tip at the position. */
const PIN =
  '<svg xmlns="http://www.w3.org/2000/svg" width="27" height="41" viewBox="0 0 27 41" aria-hidden="true" focusable="false">' +
  '<path d="M13.5 40.5C13.5 40.5 1 24.6 1 13.5a12.5 12.5 0 0 1 25 0c0 11.1-12.5 27-12.5 27z" fill="#c62828" stroke="#7f1010" stroke-width="1.5"/>' +
  '<circle cx="13.5" cy="13.5" r="5" fill="#7f1010"/></svg>';

export function markerElement(doc: Document, spec: MarkerSpec): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = spec.icon ? 'sf-osm-marker sf-osm-marker--icon' : 'sf-osm-marker';
  button.setAttribute(
    'aria-label',
    t('map.marker', { title: spec.label ? `${spec.label} ${spec.title}` : spec.title }),
  );
  button.dataset.markerIndex = String(spec.index);
  button.style.opacity = String(spec.opacity);
  if (spec.icon) {
    const image = doc.createElement('img');
    image.src = spec.icon;
    image.alt = '';
    image.width = 50;
    image.height = 50;
    button.append(image);
  } else {
    // Static markup of our own (no visitor or CMS data in it).
    button.innerHTML = PIN;
  }
  if (spec.label) {
    const label = doc.createElement('span');
    label.className = 'sf-osm-marker__label';
    label.textContent = spec.label;
    label.setAttribute('aria-hidden', 'true');
    button.append(label);
  }
  return button;
}

export function clusterElement(
  doc: Document,
  icon: ClusterIcon,
  imagePath: string,
  count: number,
): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'sf-osm-cluster';
  button.setAttribute('aria-label', t('map.cluster', { count }));
  Object.assign(button.style, {
    width: `${icon.width}px`,
    height: `${icon.height}px`,
    backgroundImage: `url("${imagePath}${icon.file}")`,
    color: icon.textColor,
    fontSize: `${icon.textSize}px`,
  });
  const text = doc.createElement('span');
  text.textContent = String(count);
  text.setAttribute('aria-hidden', 'true');
  button.append(text);
  return button;
}
