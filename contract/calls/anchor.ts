// Calls of the anchor application (spec §7 /api/audit/info, /api/audit/submit) and the anchor's income
// (/api/user/coin): apply, see the verdict, and how many 球票 gifts brought in.
import { z } from 'zod';
import { defineCall } from '../call';
import { text } from '../wire';
import { roomNavId } from './room';

export const AUDIT_PHOTOS_MAX = 3;
export const AUDIT_INTRO_MAX = 200;
export const AUDIT_REASON_MAX = 200;

/** review 审核中; pass 已通过; no 未通过 (with a reason). */
export const auditStatus = z.enum(['review', 'pass', 'no']);
export type AuditStatus = z.output<typeof auditStatus>;

/** An application as its owner sees it: the real name masked, as every page shows it. */
export const auditApplication = z.object({
  id: z.number().int(),
  status: auditStatus,
  reason: z.string().describe('未通过的原因；其他状态为空串'),
  realName: z.string().describe('打码的真实姓名，如 张*'),
  photos: z.array(z.string()).describe('证件照片地址'),
  categories: z.array(z.number().int()).describe('意向分类：1 足球，2 篮球，3 综合'),
  intro: z.string(),
  createdAt: z.number().int().describe('提交时间 Unix 毫秒'),
  decidedAt: z.number().int().nullable().describe('审核时间 Unix 毫秒'),
});
export type AuditApplication = z.output<typeof auditApplication>;

export const auditInfo = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/audit/info',
  summary: '我最近一次的主播申请及审核结果；从未申请为 null',
  tag: 'anchor',
  auth: 'required',
  response: auditApplication.nullable(),
});

export const auditSubmit = defineCall({
  host: 'api',
  method: 'POST',
  path: '/api/audit/submit',
  summary:
    '提交主播申请：真实姓名（已实名认证的须一致）、1–3 张证件照片、1–3 个意向分类、简介；已是主播或审核中不能提交',
  tag: 'anchor',
  auth: 'required',
  encoding: 'json',
  body: z.object({
    realName: z.string().trim().min(1, '请填写真实姓名').max(20, '真实姓名最多 20 个字'),
    photos: z
      .array(z.string().max(500))
      .min(1, '请上传证件照片')
      .max(AUDIT_PHOTOS_MAX, `最多 ${AUDIT_PHOTOS_MAX} 张照片`)
      .describe('证件照片地址（先用 /user/common/multiUploadBase64 上传）'),
    categories: z
      .array(roomNavId())
      .min(1, '请选择意向分类')
      .max(3, '最多选择 3 个分类')
      .refine((ids) => new Set(ids).size === ids.length, '分类不能重复'),
    intro: text(AUDIT_INTRO_MAX).default('').describe(`个人简介，最多 ${AUDIT_INTRO_MAX} 字`),
  }),
  response: auditApplication,
});

export const userCoin = defineCall({
  host: 'api',
  method: 'GET',
  path: '/api/user/coin',
  summary: '主播的球票余额，及今日、本月（北京时间）收到礼物的球票',
  tag: 'anchor',
  auth: 'required',
  response: z.object({
    ticket: z.number().describe('球票余额'),
    todayIncome: z.number().describe('今日礼物收入，球票'),
    monthIncome: z.number().describe('本月礼物收入，球票'),
  }),
});
