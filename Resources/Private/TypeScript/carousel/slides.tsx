import { t } from '../core/i18n';
import { NodeSlot } from '../core/node-slot';

/** The slides of a slick carousel or slider: CMS content in labelled groups ('Folie N von M'). */
export function slideElements(slides: readonly (readonly Node[])[], className: string) {
  return slides.map((nodes, index) => (
    <NodeSlot
      key={index}
      nodes={nodes}
      className={className}
      role="group"
      aria-roledescription={t('carousel.slide')}
      aria-label={t('carousel.slideOf', { number: index + 1, total: slides.length })}
    />
  ));
}
