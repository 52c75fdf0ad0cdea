/** Spec 2.5: the rating star, decorative; filled and empty differ by shape, not by colour alone. */
import { render } from '@testing-library/react';
import { StarIcon } from './StarIcon';

describe('2.5 star icon', () => {
  it('2.5 is hidden from assistive technology and not focusable', () => {
    const svg = render(<StarIcon />).container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
  });

  it('2.5 filled (default) is a solid shape, empty an outline of the same colour', () => {
    const { container, rerender } = render(<StarIcon />);
    expect(container.querySelector('svg')!.classList.contains('sf-place-star--filled')).toBe(true);
    expect(container.querySelector('path')!.getAttribute('fill')).toBe('currentColor');
    rerender(<StarIcon filled={false} />);
    expect(container.querySelector('svg')!.classList.contains('sf-place-star--empty')).toBe(true);
    expect(container.querySelector('path')!.getAttribute('fill')).toBe('none');
    expect(container.querySelector('path')!.getAttribute('stroke')).toBe('currentColor');
  });
});
