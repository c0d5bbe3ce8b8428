// What the import offers the command line: importing the old app's table exports, and its report.
export { importExports, importFailed, type FileReport, type ImportFile, type ImportOptions, type ImportReport } from './import.service';
export { formatReport } from './report';
export {
  ATTRIBUTE_COLUMNS,
  IMPORT_ORDER,
  LISTING_COLUMNS,
  LISTING_EXPORT_COLUMNS,
  LISTING_FILE_COLUMNS,
  LISTING_TABLES,
  NAMED_TABLES,
  tableOfFileName,
  type ExportTable,
  type ListingTable,
} from './tables';
export { csvLine, csvRows } from './csv-write';
export { copyImportedPhotos, formatPhotoCopyReport, type PhotoCopyReport } from './copy-photos';
export { importListingUpload, previewListingUpload } from './listing-upload.service';
