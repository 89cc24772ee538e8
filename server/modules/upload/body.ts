// The upload call's body, read in a worker thread: five photos make 14 MB of JSON, whose parse held the event loop
// for 50-200 ms, and whose strings, brought back to it, cost it long garbage collections. So the loop keeps the raw
// bytes and sees only the small fields, each file standing as a short reference; the images task reads the files
// from the raw bytes again, in its own thread (see images.ts).
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { UPLOAD_MAX_FILE_CHARS, UPLOAD_MAX_FILES } from '../../../contract/calls/upload-limits';
import { badStringAt } from '../../http/input-strings';
import { yieldCpuToEventLoop } from '../../workers/priority';

export interface RawUploadBody {
  bytes: Uint8Array;
  form: boolean;
}

/** raw: the body's bytes, handed back (they came here moved, not copied, and go on to the images task). */
export type UploadBodyResult = { ok: true; body: unknown; raw: RawUploadBody } | { ok: false };

/** The string that stands for the file at an index in the body the loop sees. */
export const fileRef = (index: number) => `upload-file:${index}`;

/** A JSON or form body as Fastify's own parsers would give it (a repeated form field becomes a list). */
function parse({ bytes, form }: RawUploadBody): { ok: true; value: unknown } | { ok: false } {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
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
function filesIn(body: unknown): string[] | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const files = (body as { files?: unknown }).files;
  const list = typeof files === 'string' ? [files] : files;
  if (!Array.isArray(list) || list.length < 1 || list.length > UPLOAD_MAX_FILES) return null;
  const fit = list.every((f) => typeof f === 'string' && f.length <= UPLOAD_MAX_FILE_CHARS);
  return fit ? (list as string[]) : null;
}

/** The files' text (data URLs or base64) of a body readUploadBody recognised. */
export function uploadFilesOf(raw: RawUploadBody): string[] | null {
  const parsed = parse(raw);
  return parsed.ok ? filesIn(parsed.value) : null;
}

/**
 * The worker task: the body with each file as a reference when its files are as the contract
 * wants them; otherwise as it came, for the schema to refuse with its own words.
 */
export function readUploadBody(raw: RawUploadBody): UploadBodyResult {
  yieldCpuToEventLoop();
  const parsed = parse(raw);
  if (!parsed.ok) return parsed;
  // A file holding a NUL or half a surrogate pair stays as it came: the site's one text gate (input-strings.ts)
  // then refuses it with 10001, as it would any other field.
  const found = filesIn(parsed.value);
  const files = found && badStringAt(found, 'body.files') === null ? found : null;
  const body = files
    ? { ...(parsed.value as object), files: files.map((_, i) => fileRef(i)) }
    : parsed.value;
  // Moved back, not copied: copying 14 MB on the loop's side took it milliseconds, and the memory
  // it allocated there brought on its long garbage collections.
  const result = { ok: true as const, body, raw };
  return move({
    [transferableSymbol]: [raw.bytes.buffer],
    [valueSymbol]: result,
  }) as unknown as UploadBodyResult;
}
