// The photo store, for the features that keep or copy photos (backups, the import's photo copies).
export { createPhotoStore, LocalPhotoStore, PhotoStorageError, type PhotoStore } from './photo-store';
export { ImageRefusedError, MAX_FILE_BYTES, storeImage } from './image-store';
