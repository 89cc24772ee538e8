// Typed call of the image upload: base64 PNG/JPEG/WebP in, the re-encoded images' URLs out.
import { multiUploadBase64 } from '../../contract/calls/upload';
import { request } from './request';

/** files: data URLs (FileReader.readAsDataURL) or bare base64; 'portrait' scales down for updatePortrait. */
export const uploadImages = (files: string[], type: 'image' | 'portrait' = 'image') =>
  request(multiUploadBase64, { files, type });
