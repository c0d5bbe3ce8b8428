// The photo store, for the features that keep or copy photos (backups, the import's photo copies, claim
// evidence in its private area).
export {
  createPhotoStore,
  LocalPhotoStore,
  PhotoStorageError,
  PRIVATE_AREAS,
  PRIVATE_CACHE_CONTROL,
  type PhotoFile,
  type PhotoStore,
  type PrivateAreaName,
  type PrivateFiles,
} from './photo-store';
export { ImageRefusedError, MAX_FILE_BYTES, REFUSALS, saveImage, storeImage } from './image-store';
export { STORAGE_FAILED } from './uploads.routes';
