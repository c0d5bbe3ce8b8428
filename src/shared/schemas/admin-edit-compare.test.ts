// The edit comparison admins read and the values approval may apply.
import { describe, expect, it } from 'vitest';
import { applicableChanges, compareEdit, compareWeeks, socialChanged } from './admin-edit-compare';

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

  it('reads a phone typed in another format as unchanged, on either side', () => {
    const [same] = compareEdit({ phoneNumber: '404-555-0111' }, { phoneNumber: '(404) 555-0111' });
    expect(same).toMatchObject({ original: '404-555-0111', proposed: '(404) 555-0111', changed: false });
    expect(compareEdit({ phoneNumber: '+1 404.555.0111' }, { phoneNumber: '(404) 555-0112' })[0]!.changed).toBe(true);
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

  it('applies a proposed phone in the one stored form', () => {
    expect(applicableChanges({ phoneNumber: ' 404.555.0111 ' }).values).toEqual({ phoneNumber: '(404) 555-0111' });
  });
});

describe('compareWeeks', () => {
  it('lays the hours out Monday to Sunday, old beside new, marking the changed days', () => {
    const week = compareWeeks(
      'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed',
      'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-18:00, Sat Closed, Sun 10:00-16:00',
    )!;
    expect(week.map((d) => d.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(week.filter((d) => d.changed).map((d) => d.day)).toEqual(['Friday', 'Sunday']);
    expect(week[6]).toEqual({ day: 'Sunday', original: 'Closed', proposed: '10:00 AM – 4:00 PM', changed: true });
    expect(week[0]).toMatchObject({ original: '9:00 AM – 5:00 PM', changed: false });
  });

  it('reads differently written but equal hours as unchanged days', () => {
    const week = compareWeeks(
      'Mon-Fri 9am-5pm',
      'Mon 09:00-17:00, Tue 09:00-17:00, Wed 09:00-17:00, Thu 09:00-17:00, Fri 09:00-17:00, Sat Closed, Sun Closed',
    )!;
    expect(week.some((d) => d.changed)).toBe(false);
  });

  it('leaves text it cannot read as a week to the word comparison', () => {
    expect(compareWeeks('Call us', 'Mon 09:00-17:00')).toBeNull();
    expect(compareWeeks('', 'Mon 09:00-17:00')).toBeNull();
  });
});
