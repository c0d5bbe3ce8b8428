// Placeholder until the demo data set lands: loads nothing.
import type { Config } from '../../config';
import type { Db } from '../client';

export async function seedDemoIfEmpty(_db: Db, _config: Config): Promise<Record<string, number> | null> {
  return null;
}
