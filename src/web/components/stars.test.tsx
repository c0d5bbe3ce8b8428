// @vitest-environment jsdom
// Stars: one image named by the rating, with as many filled stars as the rating (part of one for an
// average), or five empty ones named 'No ratings yet'.
import '../../test/jsdom-setup';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

/** How many of the image's five stars are filled, wholly and in part. */
function filled(image: HTMLElement) {
  const stars = [...image.querySelectorAll(':scope > [data-filled]')];
  expect(stars).toHaveLength(5);
  return {
    whole: stars.filter((s) => s.getAttribute('data-filled') === 'true').length,
    part: stars.filter((s) => s.getAttribute('data-filled') === 'part').length,
  };
}

describe('Stars', () => {
  it.each([
    [0, 'Rated 0 out of 5', 0],
    [3, 'Rated 3 out of 5', 3],
    [5, 'Rated 5 out of 5', 5],
  ])('%d stars are read as %s with that many filled', (value, label, whole) => {
    render(<Stars value={value} />);
    expect(filled(screen.getByRole('img', { name: label }))).toEqual({ whole, part: 0 });
  });

  it('fills part of a star for an average, named to one decimal', () => {
    render(<Stars value={4.25} />);
    const image = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect(filled(image)).toEqual({ whole: 4, part: 1 });
    expect(image.querySelector<HTMLElement>('[data-filled="part"] > span')!.style.width).toBe('25%');
  });

  it('rounds an average to whole stars when asked', () => {
    render(<Stars value={3.6} whole />);
    expect(filled(screen.getByRole('img', { name: 'Rated 3.6 out of 5' }))).toEqual({ whole: 4, part: 0 });
  });

  it('says when nothing is rated yet, or what it is given to say', () => {
    render(
      <>
        <Stars value={null} />
        <Stars value={4.5} label="Average rating 4.5 out of 5" />
      </>,
    );
    expect(filled(screen.getByRole('img', { name: 'No ratings yet' }))).toEqual({ whole: 0, part: 0 });
    expect(screen.getByRole('img', { name: 'Average rating 4.5 out of 5' })).toBeTruthy();
  });

  it('keeps the rating within 0 to 5', () => {
    render(<Stars value={7} />);
    expect(filled(screen.getByRole('img', { name: 'Rated 5 out of 5' }))).toEqual({ whole: 5, part: 0 });
  });
});
