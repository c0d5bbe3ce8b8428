// Site Management's line about backups: what they are, when the server last backed the site up, or that
// they are off and a technical person turns them on.
import { DatabaseBackup } from 'lucide-react';
import { useBackupStatus } from '../api/content';
import { formatCount } from '@shared/format-count';
import { ago, formatDateTime } from '../lib/format';
import { TechNote } from './tech-note';

export function BackupStatus() {
  const status = useBackupStatus();
  let text: string;
  if (status.isPending) text = 'Checking backups…';
  else if (status.isError) text = 'The backup status could not be loaded.';
  else if (!status.data.enabled) text = 'Nightly backups are off: no copy of the site is being kept. Ask your technical person to turn them on.';
  else if (!status.data.last) text = 'Nightly backups are on; the first is made a minute after the server starts.';
  else
    text = `Last backup ${formatDateTime(status.data.last.createdAt)} (${ago(status.data.last.createdAt)}), ${formatCount(status.data.count, 'backup')} kept.`;
  return (
    <section className="grid gap-1 rounded-2xl border bg-card p-4 shadow-card" aria-labelledby="backups-heading">
      <h3 id="backups-heading" className="flex items-center gap-2 text-xl text-espresso">
        <DatabaseBackup className="size-5 text-gold-ink" aria-hidden="true" />
        Backups
      </h3>
      <p className="text-sm text-muted-foreground">
        Every night the server saves a copy of all listings, reviews, requests and posts, so they can be brought back if something goes wrong. Nothing to do
        here unless backups are off.
      </p>
      <p className="text-sm font-semibold" aria-live="polite">
        {text}
      </p>
      {status.data && !status.data.enabled && <TechNote>set BACKUP_DIR on the server to a folder for the nightly copies.</TechNote>}
    </section>
  );
}
