// The photo store, for the features that keep or copy photos (backups).
export { createPhotoStore, LocalPhotoStore, PhotoStorageError, type PhotoStore } from './photo-store';
