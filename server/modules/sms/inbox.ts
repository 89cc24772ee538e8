// The dev inbox: the local provider's last texts per phone as a page and as JSON (demo mode only, see routes.ts).
import type { FastifyInstance } from 'fastify';
import { normalizeMobile } from '../../../contract/calls/sms';
import { ok } from '../../../contract/envelope';
import { formatFull } from '../../../contract/format/dates';
import { mountPath } from '../../config';
import type { LocalSmsProvider, SentSms } from '../../providers/sms';

export interface InboxMessage {
  mobile: string;
  /** The 6-digit code the text carries, '' when it carries none. */
  code: string;
  text: string;
  sentAt: string;
}

const codeIn = (text: string) => /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? '';

const messageOf = (m: SentSms): InboxMessage => ({
  mobile: m.mobile,
  code: codeIn(m.text),
  text: m.text,
  sentAt: new Date(m.sentAt).toISOString(),
});

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Newest phone first; each phone's newest text first. */
function byPhone(messages: InboxMessage[]) {
  const groups = new Map<string, InboxMessage[]>();
  for (const m of messages) groups.set(m.mobile, [...(groups.get(m.mobile) ?? []), m]);
  return [...groups.entries()];
}

function inboxPage(messages: InboxMessage[]) {
  const sections = byPhone(messages)
    .map(([mobile, list]) => {
      const [latest] = list;
      const rows = list
        .map(
          (m) =>
            `<tr><td class="code">${escapeHtml(m.code || '—')}</td><td>${escapeHtml(m.text)}</td><td class="time">${escapeHtml(formatFull(m.sentAt))}</td></tr>`,
        )
        .join('');
      return `<section><h2>${escapeHtml(mobile)}<span class="latest">最新验证码 <b>${escapeHtml(latest?.code || '—')}</b></span></h2>
<table><thead><tr><th>验证码</th><th>短信内容</th><th>发送时间</th></tr></thead><tbody>${rows}</tbody></table></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><meta name="robots" content="noindex">
<title>短信收件箱（开发用）</title>
<style>
body{font:14px/1.6 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f6f8;color:#222}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:0 0 4px}p.note{color:#888;margin:0 0 20px}
section{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.08);margin-bottom:16px;padding:12px 16px}
h2{font-size:16px;margin:0 0 8px;display:flex;justify-content:space-between;align-items:baseline}
.latest{font-size:13px;font-weight:normal;color:#666}.latest b{font-size:20px;color:#e83e3e;letter-spacing:2px;margin-left:6px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:6px 8px;border-top:1px solid #eee;vertical-align:top}
th{color:#888;font-weight:normal;font-size:12px}td.code{font-family:ui-monospace,monospace;font-weight:bold;white-space:nowrap}
td.time{color:#888;white-space:nowrap}.empty{color:#888;text-align:center;padding:48px 0}
</style></head>
<body><main><h1>短信收件箱</h1>
<p class="note">本地短信通道发出的短信（仅演示模式可见，每 5 秒刷新）。</p>
${sections || '<p class="empty">还没有发出过短信</p>'}
</main></body></html>`;
}

export function smsInboxRoutes(app: FastifyInstance, provider: LocalSmsProvider) {
  const base = `${mountPath(app.ctx.config.baseUrls.api)}/dev/sms-inbox`;

  app.get(base, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(inboxPage(provider.recent().map(messageOf))),
  );

  app.get<{ Querystring: { mobile?: string } }>(`${base}.json`, async (request, reply) => {
    const mobile = normalizeMobile(String(request.query.mobile ?? ''));
    reply.header('cache-control', 'no-store');
    return ok(provider.recent(mobile || undefined).map(messageOf));
  });
}
