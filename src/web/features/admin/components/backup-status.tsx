// Site Management's line about backups: when the server last backed the site up, or how to turn
// nightly backups on.
import { DatabaseBackup } from 'lucide-react';
import { useBackupStatus } from '../api/content';
import { formatCount } from '@shared/format-count';
import { ago, formatDateTime } from '../lib/format';

export function BackupStatus() {
  const status = useBackupStatus();
  let text: string;
  if (status.isPending) text = 'Checking backups…';
  else if (status.isError) text = 'The backup status could not be loaded.';
  else if (!status.data.enabled) text = 'Nightly backups are off. Set BACKUP_DIR on the server to turn them on.';
  else if (!status.data.last) text = 'Nightly backups are on; the first is made a minute after the server starts.';
  else
    text = `Last backup ${formatDateTime(status.data.last.createdAt)} (${ago(status.data.last.createdAt)}), ${formatCount(status.data.count, 'backup')} kept.`;
  return (
    <section className="grid gap-1 rounded-2xl border bg-card p-4 shadow-card" aria-labelledby="backups-heading">
      <h3 id="backups-heading" className="flex items-center gap-2 text-xl text-espresso">
        <DatabaseBackup className="size-5 text-gold-ink" aria-hidden="true" />
        Backups
      </h3>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </section>
  );
}
