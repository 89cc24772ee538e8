// The upload module's public face: stored uploads and reading an upload's body.
// Routes and other modules import from here, not from the files behind it.
export { fileRef, type RawUploadBody } from './body';
export { readRawBody } from './raw-body';
export {
  extOf,
  findIssuedUpload,
  findUpload,
  parseUploadFileName,
  saveUploads,
  type UploadOwner,
} from './store';
