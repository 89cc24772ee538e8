// The sandbox gateway's checkout page: a server-rendered QR payment page (amount, order, QR code, 支付 / 取消).
import QRCode from 'qrcode';
import { formatFull } from '../../../../contract/format/dates';
import { formatMinor } from '../../../../contract/format/price';
import type { SandboxOutcome, SandboxPayment } from './store';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const styles = `
*{box-sizing:border-box}body{margin:0;background:#f2f3f5;color:#16181d;
font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Helvetica Neue",Arial,sans-serif}
header{background:#16181d;color:#fff;height:56px;display:flex;align-items:center;padding:0 32px;gap:12px}
header b{font-size:18px}header span{font-size:12px;color:#ffffffa0;border:1px solid #ffffff40;border-radius:99px;padding:2px 10px}
main{width:560px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 1px 2px #0000000f;overflow:hidden}
.top{padding:28px 32px;border-bottom:1px solid #f0f0f0;text-align:center}
.label{font-size:13px;color:#8a8f99}.amount{font-size:40px;font-weight:700;color:#e5322d;margin-top:6px;font-family:"DIN Alternate","Roboto Mono",Menlo,monospace}
.amount small{font-size:20px;margin-right:4px}
dl{display:grid;grid-template-columns:88px 1fr;gap:8px 12px;margin:0;padding:20px 32px;font-size:13px;border-bottom:1px solid #f0f0f0}
dt{color:#8a8f99}dd{margin:0;font-family:"Roboto Mono",Menlo,monospace}
.qr{display:flex;flex-direction:column;align-items:center;padding:24px 32px 8px}
.qr svg{width:200px;height:200px;border:1px solid #eee;border-radius:6px;padding:6px}
.qr p{font-size:13px;color:#8a8f99;margin:12px 0 0}
form{display:inline}.actions{display:flex;justify-content:center;gap:12px;padding:20px 32px 28px;flex-wrap:wrap}
button,a.button{height:40px;border-radius:99px;padding:0 28px;font-size:15px;cursor:pointer;border:1px solid #e5322d;
background:#fff;color:#e5322d;text-decoration:none;display:inline-flex;align-items:center}
button.pay{background:#e5322d;color:#fff}button.pay:hover{background:#d1241f}
button.muted{border-color:#d5d8de;color:#8a8f99;font-size:13px}
.state{padding:48px 32px;text-align:center}.state h1{font-size:20px;margin:0 0 8px}.state p{color:#8a8f99;font-size:14px;margin:0 0 24px}
.note{width:560px;margin:0 auto 40px;font-size:12px;color:#a0a4ab;text-align:center}`;

function frame(title: string, body: string) {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${styles}</style></head><body><header><b>球live 收银台</b><span>沙箱环境</span></header>
${body}<p class="note">沙箱支付网关：不会产生真实扣款，仅用于开发与测试。</p></body></html>`;
}

/** A page for an order that is no longer waiting: paid, closed, expired or unknown. */
export function checkoutStatePage(title: string, text: string, backUrl: string | null) {
  const back = backUrl
    ? `<a class="button" data-testid="sandbox-back" href="${escapeHtml(backUrl)}">返回商户</a>`
    : '';
  return frame(
    title,
    `<main data-testid="sandbox-state"><div class="state"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${back}</div></main>`,
  );
}

export async function checkoutPage(payment: SandboxPayment, selfUrl: string, actionBase: string) {
  const qr = await QRCode.toString(selfUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  const yuan = formatMinor(payment.priceFen);
  const action = escapeHtml(actionBase);
  return frame(
    `收银台 - ¥${yuan}`,
    `<main data-testid="sandbox-checkout">
<div class="top"><div class="label">${escapeHtml(payment.subject)}</div>
<div class="amount" data-testid="sandbox-amount"><small>¥</small>${yuan}</div></div>
<dl><dt>订单号</dt><dd data-testid="sandbox-order-no">${escapeHtml(payment.orderNo)}</dd>
<dt>收款方</dt><dd>球live</dd><dt>支付截止</dt><dd>${escapeHtml(formatFull(payment.expiresAt))}</dd></dl>
<div class="qr" role="img" aria-label="支付二维码">${qr}<p>请使用手机扫码支付，或点击下方按钮模拟支付结果</p></div>
<div class="actions">
<form method="post" action="${action}/pay"><button class="pay" data-testid="sandbox-pay" type="submit">支付</button></form>
<form method="post" action="${action}/cancel"><button data-testid="sandbox-cancel" type="submit">取消</button></form>
<form method="post" action="${action}/pay"><input type="hidden" name="lose" value="1">
<button class="muted" data-testid="sandbox-pay-lost" type="submit">支付（模拟回调丢失）</button></form>
</div></main>`,
  );
}

/** What the page says about an order that has been decided. */
export const outcomeText = (outcome: SandboxOutcome) =>
  outcome.status === 'paid'
    ? { title: '支付成功', text: '该订单已支付完成。' }
    : { title: '订单已关闭', text: '该订单已取消或已超过支付时间，不能再支付。' };
