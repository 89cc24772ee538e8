// The upload call's body, read in a worker thread: five photos make 14 MB of JSON, whose parse held the event loop
// for 50-200 ms, and whose strings, brought back to it, cost it long garbage collections. So the thread parses the
// body and decodes the files' base64 too: the loop gets the small fields, with each file as a short reference,
// and the files' bytes beside them.
import { UPLOAD_MAX_FILE_CHARS, UPLOAD_MAX_FILES } from '../../../contract/calls/upload-limits';
import { yieldCpuToEventLoop } from '../../workers/priority';
import { decodeBase64File } from './base64';

/** What one file of the call became: its bytes, or why it has none (a key of the error catalogue). */
export type UploadedFile = Uint8Array | 'uploadUnsupported' | 'uploadTooLarge';

export type UploadBodyResult = { ok: true; body: unknown; files: UploadedFile[] } | { ok: false };

/** The string that stands for the file at an index in the body the loop sees. */
export const fileRef = (index: number) => `upload-file:${index}`;

function parse(text: string, form: boolean): { ok: true; value: unknown } | { ok: false } {
  if (form) {
    // Own properties only (no prototype): a field named __proto__ is a field the schema refuses.
    const body: Record<string, string | string[]> = Object.create(null);
    for (const [key, value] of new URLSearchParams(text)) {
      const seen = body[key];
      body[key] =
        seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    return { ok: true, value: { ...body } };
  }
  try {
    // JSON.parse defines "__proto__" as an own key, never as the prototype; the schema refuses it.
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** The files of a body shaped as the contract wants them (one string or a list); null otherwise. */
function filesOf(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const files = (body as { files?: unknown }).files;
  const list = typeof files === 'string' ? [files] : files;
  if (!Array.isArray(list) || list.length < 1 || list.length > UPLOAD_MAX_FILES) return null;
  const fit = list.every((f) => typeof f === 'string' && f.length <= UPLOAD_MAX_FILE_CHARS);
  return fit ? (list as string[]) : null;
}

/**
 * A JSON or form body as Fastify's own parsers would give it (a repeated form field becomes a
 * list). When its files are as the contract wants them, each is decoded here and stands as a
 * reference in the body; otherwise the body goes back as it came, for the schema to refuse.
 */
export function readUploadBody(input: { bytes: Uint8Array; form: boolean }): UploadBodyResult {
  yieldCpuToEventLoop();
  const { buffer, byteOffset, byteLength } = input.bytes;
  const parsed = parse(Buffer.from(buffer, byteOffset, byteLength).toString('utf8'), input.form);
  if (!parsed.ok) return parsed;
  const files = filesOf(parsed.value);
  if (!files) return { ok: true, body: parsed.value, files: [] };
  return {
    ok: true,
    body: { ...(parsed.value as object), files: files.map((_, i) => fileRef(i)) },
    files: files.map(decodeBase64File),
  };
}
