// The pin's outline, 32 × 40 with its tip at the bottom centre: the same pin on every map.
export const PIN_PATH = 'M16 1C8 1 2 7 2 15c0 10 14 24 14 24s14-14 14-24C30 7 24 1 16 1z';
