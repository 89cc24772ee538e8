// Reads one uploaded file: a data URL or bare base64, size-checked before a byte is decoded (runs in a worker thread).
import { UPLOAD_MAX_BYTES } from '../../../contract/calls/upload-limits';

/** The claimed type of a data URL is ignored: the bytes decide (see sniff.ts). */
const dataUrlPrefix = /^data:[^,;]*(;[^,;=]+=[^,;]*)*;base64,/i;
const base64Body = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes, or why there are none (a key of the error catalogue: the caller raises it). */
export function decodeBase64File(file: string): Buffer | 'uploadUnsupported' | 'uploadTooLarge' {
  const text = file.trim().replace(dataUrlPrefix, '').replace(/\s+/g, '');
  // Buffer.from skips characters it does not know; a strict check keeps garbage from passing as data.
  if (text.length === 0 || !base64Body.test(text)) return 'uploadUnsupported';
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const decodedLength = Math.floor((text.length * 3) / 4) - padding;
  if (decodedLength > UPLOAD_MAX_BYTES) return 'uploadTooLarge';
  return Buffer.from(text, 'base64');
}
