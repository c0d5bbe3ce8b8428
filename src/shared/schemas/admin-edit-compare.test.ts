// The edit comparison admins read and the values approval may apply.
import { describe, expect, it } from 'vitest';
import { applicableChanges, compareEdit, socialChanged } from './admin-edit-compare';

describe('compareEdit', () => {
  it('compares field by field, ignoring the fields the spec leaves out, in the form order', () => {
    const rows = compareEdit(
      { id: 3, created_at: 'x', businessName: 'Old', phoneNumber: '1', website: null, latitude: 1, user_id: 'u', social_media_platforms: [] },
      { businessName: 'New', website: '', updated_at: 'y', longitude: 2, socialMediaPlatforms: [{ platform: 'X', username: 'y' }] },
    );
    expect(rows.map((r) => r.key)).toEqual(['businessName', 'phoneNumber', 'website']);
    expect(rows[0]).toMatchObject({ label: 'Business Name', original: 'Old', proposed: 'New', changed: true });
    expect(rows[1]).toMatchObject({ original: '1', proposed: '1', changed: false });
    expect(rows[2]!.changed).toBe(false); // null and '' both mean empty
  });

  it('tells when social media profiles change', () => {
    expect(socialChanged({ socialMediaPlatforms: [] }, { socialMediaPlatforms: [{ platform: 'Instagram', username: 'a' }] })).toBe(true);
    expect(socialChanged({ socialMediaPlatforms: [] }, {})).toBe(false);
  });
});

describe('applicableChanges', () => {
  it('keeps usable values, turns blanks of optional fields into null and skips the rest', () => {
    const { values, skipped } = applicableChanges({ businessName: '  Shop  ', website: '', priceLevel: 7, zipCode: 30303, unknown: 'x' });
    expect(values).toEqual({ businessName: 'Shop', website: null });
    expect(skipped).toEqual(['zipCode', 'priceLevel']);
  });
});
