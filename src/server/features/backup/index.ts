// Backups of the database and photos: the command line's, the running server's, the nightly ones.
export { BadBackupError, type BackupManifest } from './archive';
export { backUp, restore, RestoreRefusedError } from './backup.service';
export { askServerToBackUp, openControlSocket } from './control';
export { listBackups, scheduleNightlyBackups } from './nightly';
