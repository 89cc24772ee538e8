// The image upload call (spec §7 /user/common/multiUploadBase64): base64 PNG/JPEG/WebP in, re-encoded images' URLs out.
import { z } from 'zod';
import { defineCall } from '../call';
import { UPLOAD_MAX_FILE_CHARS, UPLOAD_MAX_FILES } from './upload-limits';

// The limits live in a file without zod: the worker threads that check images load them quickly.
export * from './upload-limits';

export const uploadTypes = { image: '普通图片', portrait: '头像（缩到 512 像素以内）' } as const;

/** A data URL or bare base64. */
const file = z.string().max(UPLOAD_MAX_FILE_CHARS, '单张图片不能超过 2 MB');

export const multiUploadBase64 = defineCall({
  host: 'api',
  method: 'POST',
  path: '/user/common/multiUploadBase64',
  summary: `上传 1-${UPLOAD_MAX_FILES} 张 PNG/JPEG/WebP 图片（每张不超过 2 MB、总像素不超过 4096×4096），重新编码后保存，返回图片地址`,
  tag: 'upload',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    // A form body with a single file arrives as a string, not a one-element list.
    files: z
      .union([file, z.array(file)])
      .transform((v) => (typeof v === 'string' ? [v] : v))
      .pipe(
        z
          .array(z.string())
          .min(1, '请选择图片')
          .max(UPLOAD_MAX_FILES, `一次最多上传 ${UPLOAD_MAX_FILES} 张图片`),
      )
      .describe(
        'data:image/png;base64,… 或纯 Base64；按内容识别 PNG/JPEG/WebP，不看声明的类型；PNG 存为 PNG，JPEG 存为 JPEG，WebP 存为 WebP',
      ),
    type: z
      .enum(['image', 'portrait'])
      .default('image')
      .describe(
        'image 普通图片；portrait 头像（长边缩到 512 像素以内，updatePortrait 只接受这种）',
      ),
  }),
  response: z.array(z.string()).describe('图片地址，与 files 一一对应'),
});

/** The room host's spelling of the same upload (spec §7 Room and anchor API): same body, same checks, same answer. */
export const apiMultiUploadBase64 = defineCall({
  ...multiUploadBase64,
  path: '/api/upload/multiUploadBase64',
  summary: `上传 1-${UPLOAD_MAX_FILES} 张图片（JSON，data URL 或纯 Base64），与 /user/common/multiUploadBase64 相同的检查，返回图片地址`,
});
