import { describe, expect, it } from 'vitest';
import type { ListingCard } from '@shared/schemas/listing';
import { addAllSaved, addSaved, parseSavedList, removeSaved, savedIds, serializeSavedList, toggleSaved, withCards } from './saved-list';

const card = (id: number, businessName = `Business ${id}`) => ({ id, businessName }) as ListingCard;

describe('the saved list', () => {
  it('saves newest first, once each, and removes', () => {
    let list = addSaved([], card(1), 100);
    list = addSaved(list, card(2), 200);
    list = addSaved(list, card(1, 'Renamed'), 300);
    expect(savedIds(list)).toEqual([2, 1]);
    expect(list[1]).toMatchObject({ savedAt: 100, card: { businessName: 'Renamed' } });
    expect(savedIds(removeSaved(list, 2))).toEqual([1]);
  });

  it('toggles', () => {
    const once = toggleSaved([], card(5), 1);
    expect(savedIds(once)).toEqual([5]);
    expect(toggleSaved(once, card(5), 2)).toEqual([]);
  });

  it('adds a shared list in its order, keeping what was saved', () => {
    const mine = addSaved([], card(9), 50);
    const list = addAllSaved(mine, [card(3), card(9), card(4), card(3)], 1000);
    expect(savedIds(list)).toEqual([3, 4, 9]);
    expect(list.find((entry) => entry.id === 9)?.savedAt).toBe(50);
  });

  it('refreshes cards without reordering', () => {
    const list = withCards(
      [
        { id: 1, savedAt: 2 },
        { id: 2, savedAt: 1 },
      ],
      [card(2, 'New name')],
    );
    expect(list).toEqual([
      { id: 1, savedAt: 2 },
      { id: 2, savedAt: 1, card: card(2, 'New name') },
    ]);
  });

  it('reads back what it wrote, and what a tap before the app started wrote', () => {
    const list = addSaved(addSaved([], card(1), 10), card(2), 20);
    expect(parseSavedList(serializeSavedList(list))).toEqual(list);
    expect(parseSavedList('[{"id":7,"savedAt":30},{"id":1,"savedAt":10}]')).toEqual([
      { id: 7, savedAt: 30 },
      { id: 1, savedAt: 10 },
    ]);
  });

  it('survives anything else in storage', () => {
    for (const raw of [null, '', 'not json', '{}', '42', '[null, "x", {"id": -1}, {"id": 1.5}]']) expect(parseSavedList(raw)).toEqual([]);
    expect(parseSavedList('[{"id":3},{"id":3,"savedAt":9},{"id":4,"savedAt":1,"card":{"id":5}}]')).toEqual([
      { id: 4, savedAt: 1 },
      { id: 3, savedAt: 0 },
    ]);
  });
});
