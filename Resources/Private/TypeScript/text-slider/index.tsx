/**
 * The text slider (spec 2.8, 9.4). Hook `data-sf-widget="text-slider"`, no settings. The texts are
 * the element children of `[data-sf-slides]`; without JavaScript they read one below the other.
 */
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import '../carousel/carousel.css';
import './text-slider.css';
import { defineWidget } from '../core/types';
import { none } from '../core/schema';
import { readSlideFrame } from '../carousel/frame';
import { TextSlider } from './TextSlider';

export default defineWidget({
  schema: none,
  mount(context) {
    const { list, slides, label } = readSlideFrame(context.frame);
    if (slides.length === 0) {
      context.warn('the slide list ([data-sf-slides]) is empty; nothing to show');
      return;
    }
    context.render(list, <TextSlider slides={slides.map((slide) => [slide])} label={label} />);
  },
});
