/**
 * Carousels (spec 2.6, 2.13, 4.11, 9.4): the career and journal news carousels and the image
 * carousel, on react-slick with slick-carousel's theme. Hook `data-sf-widget="carousel"`; settings
 * `{"variant": "career" | "journal" | "image"}`. The slides are the element children of
 * `[data-sf-slides]`; without JavaScript they read as a plain list. A journal frame becomes a
 * carousel only on the page with id p1; elsewhere it stays the CMS list.
 */
import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import './carousel.css';
import { defineWidget } from '../core/types';
import { object, oneOf } from '../core/schema';
import { Carousel } from './Carousel';
import { CAROUSELS } from './config';
import { readSlideFrame } from './frame';
import { staysJournalList } from './journal-list';

export const schema = object({
  variant: oneOf(['career', 'journal', 'image'] as const),
});

export default defineWidget({
  schema,
  mount(context, settings) {
    const { frame } = context;
    // A journal frame off the journal page never gets here (registry.ts: staysJournalList); this
    // keeps the rule for a direct mount.
    if (staysJournalList(frame, settings)) return;
    const { list, slides, label } = readSlideFrame(frame);
    if (slides.length === 0) {
      context.warn('the slide list ([data-sf-slides]) is empty; nothing to show as a carousel');
      return;
    }
    if (!label) context.warn('the frame has no heading; the carousel has no accessible name');
    frame.setAttribute('data-sf-carousel', settings.variant);
    context.render(
      list,
      <Carousel config={CAROUSELS[settings.variant]} slides={slides.map((slide) => [slide])} label={label} />,
    );
  },
});
