// GET /api/geocoding/state: the state at a point, from the nearest US ZIP code; none at sea or abroad.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { testEngine } from '../../../test/database';

const t = useTestApp();

const stateAt = async (latitude: number | string, longitude: number | string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/geocoding/state?latitude=${latitude}&longitude=${longitude}` });
  return { status: res.statusCode, body: res.json() as { state: string | null } };
};

describe(`GET /api/geocoding/state (${testEngine})`, () => {
  it('answers the state of a point in a city, near a state line too', async () => {
    expect(await stateAt(33.749, -84.388)).toEqual({ status: 200, body: { state: 'GA' } });
    expect(await stateAt(39.9526, -75.1652)).toEqual({ status: 200, body: { state: 'PA' } });
    // Camden, New Jersey, across the river from Philadelphia.
    expect(await stateAt(39.9259, -75.1196)).toEqual({ status: 200, body: { state: 'NJ' } });
    expect(await stateAt(38.8977, -77.0365)).toEqual({ status: 200, body: { state: 'DC' } });
  });

  it('answers no state out at sea or outside the United States', async () => {
    expect(await stateAt(30, -45)).toEqual({ status: 200, body: { state: null } });
    // Toronto, whose nearest postal codes are Canadian.
    expect((await stateAt(43.6532, -79.3832)).body.state).toBeNull();
  });

  it('refuses a position that is not one', async () => {
    expect((await stateAt('north', -84)).status).toBe(400);
    expect((await stateAt(91, -84)).status).toBe(400);
  });
});
