// Ids in paths (/business/:id, /reviews/:businessId): digits only, or NaN for anything that cannot be one.
export function positiveIdOf(raw: string | undefined): number {
  const id = /^\d{1,9}$/.test(raw ?? '') ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : NaN;
}
