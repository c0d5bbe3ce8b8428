// The card's service preview.
import { describe, expect, it } from 'vitest';
import { servicesPreview } from './card-links';

describe('servicesPreview', () => {
  it('shows the first three and counts the rest', () => {
    expect(servicesPreview('Hair, Nails , Skincare,Makeup,, Massage')).toEqual({ shown: ['Hair', 'Nails', 'Skincare'], more: 2 });
    expect(servicesPreview('Catering')).toEqual({ shown: ['Catering'], more: 0 });
    expect(servicesPreview('')).toEqual({ shown: [], more: 0 });
  });
});
