// POST /api/suggestions: stored as pending when both fields are filled, refused and not stored otherwise.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';
import { businessSuggestions } from '@server/db/schema';

const t = useTestApp();

describe(`POST /api/suggestions (${testEngine})`, () => {
  it('stores a trimmed suggestion as pending', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/suggestions', payload: { businessType: '  Vegan bakery ', location: 'Decatur, GA' } });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(businessSuggestions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ businessType: 'Vegan bakery', location: 'Decatur, GA', status: 'pending', userId: null });
  });

  it.each([
    [{ businessType: '   ', location: 'Atlanta' }, 'businessType'],
    [{ businessType: 'Florist', location: '' }, 'location'],
    [{ businessType: 'Florist' }, 'location'],
  ])("refuses %j with 'Please fill in all fields' and stores nothing", async (payload, field) => {
    const before = (await t.database.db.select().from(businessSuggestions)).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/suggestions', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe('Please fill in all fields');
    expect((await t.database.db.select().from(businessSuggestions)).length).toBe(before);
  });
});
