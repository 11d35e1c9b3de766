import type { MockStore, SmsCodeRecord } from '@/mocks/store';
import { SMS_PURPOSE_LABEL } from '@/mocks/store';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, body: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${extraHead}
<style>
  body { font-family: system-ui, "PingFang SC", "Microsoft YaHei", sans-serif; max-width: 720px; margin: 2rem auto; padding: 0 1rem; color: #1f2d3d; }
  h1 { font-size: 1.4rem; }
  form { margin: .75rem 0; }
  button { font-size: 1rem; padding: .6rem 1.2rem; border-radius: 6px; border: 1px solid #07c160; background: #07c160; color: #fff; cursor: pointer; min-width: 16rem; }
  button.secondary { background: #fff; color: #07c160; }
  .note { color: #5a6b7b; font-size: .9rem; }
  .result { font-size: 1.1rem; padding: 1rem; border-radius: 6px; background: #f0f9f4; }
  .result.error { background: #fdf0f0; color: #b42318; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border-bottom: 1px solid #e5e8eb; padding: .4rem .5rem; text-align: left; }
  td.code { font-family: ui-monospace, monospace; font-size: 1.1rem; letter-spacing: .1em; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const formatTime = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

/** The fake WeChat app: choose who scans the QR of `ticket`. */
export function scanPage(store: MockStore, ticket: string): string {
  const title = '微信扫码（模拟）';
  const session = ticket ? store.wxSessionByTicket(ticket) : undefined;
  let content: string;
  if (!session) {
    content = `<p class="result error">二维码不存在，请在网页上刷新二维码。</p>`;
  } else if (session.state !== '0') {
    content = `<p class="result error">二维码已被使用，请在网页上刷新二维码。</p>`;
  } else if (store.checkWxSession(session.uuid).expired) {
    content = `<p class="result error">二维码已过期，请在网页上刷新二维码。</p>`;
  } else {
    const forms = store
      .wxUsers()
      .map((user) => {
        const label = user.userName
          ? `已绑定用户 ${user.userName} (${user.openId})`
          : `${user.nickname} (${user.openId})`;
        return `<form method="post" action="/wx/scan">
  <input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
  <input type="hidden" name="openId" value="${escapeHtml(user.openId)}">
  <button type="submit">以 ${escapeHtml(label)} 扫码</button>
</form>`;
      })
      .join('\n');
    content = `<p>请选择以哪个微信身份扫码登录：</p>\n${forms}\n<p class="note">已绑定用户扫码后网页直接登录；未绑定的新微信用户扫码后，网页会要求用手机号验证码绑定已有账号。</p>`;
  }
  return page(title, `<h1>${title}</h1>\n${content}`);
}

/** The answer of a scan. */
export function scanResultPage(message: string, ok: boolean): string {
  const title = '微信扫码（模拟）';
  return page(
    title,
    `<h1>${title}</h1>\n<p class="result${ok ? '' : ' error'}">${escapeHtml(message)}</p>\n<p class="note">请回到网页查看。</p>`,
  );
}

function smsStatus(sms: SmsCodeRecord, now: number): string {
  if (sms.status === 'used') return '已使用';
  if (sms.status === 'voided') return '错误次数过多，已失效';
  if (sms.status === 'replaced') return '已被新验证码取代';
  if (now >= sms.expiresAt) return '已过期';
  return `有效（已错 ${sms.wrongTries} 次）`;
}

/** Recent SMS codes, newest first, for developers (no real SMS is sent). */
export function smsPage(store: MockStore): string {
  const now = store.now();
  const rows = store
    .recentSms()
    .map(
      (sms) => `<tr>
  <td>${escapeHtml(formatTime(sms.sentAt))}</td>
  <td>${escapeHtml(sms.phoneNumber)}</td>
  <td>${escapeHtml(SMS_PURPOSE_LABEL[sms.purpose])}</td>
  <td class="code">${escapeHtml(sms.code)}</td>
  <td>${escapeHtml(formatTime(sms.expiresAt))}</td>
  <td>${escapeHtml(smsStatus(sms, now))}</td>
</tr>`,
    )
    .join('\n');
  const table = rows
    ? `<table>\n<thead><tr><th>发送时间</th><th>手机号</th><th>用途</th><th>验证码</th><th>有效期至</th><th>状态</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
    : '<p>还没有发送过验证码。</p>';
  const body = `<h1>最近的短信验证码</h1>
<p class="note">本地契约 API 不发送真实短信；验证码也会打印在终端。页面每 5 秒刷新。JSON：<a href="/dev/sms.json">/dev/sms.json</a> · 收到的询价：<a href="/dev/inquiries">/dev/inquiries</a></p>
${table}
<form method="post" action="/dev/reset" onsubmit="return confirm('恢复演示数据？所有注册、登录和绑定都会清除。')">
  <button type="submit" class="secondary">恢复演示数据</button>
</form>`;
  return page('最近的短信验证码', body, '<meta http-equiv="refresh" content="5">');
}

/** Enquiries received, newest first (the company backend would hand them to sales). */
export function inquiriesPage(store: MockStore): string {
  const rows = store
    .inquiries()
    .reverse()
    .map(
      (item) => `<tr>
  <td>${escapeHtml(item.id)}<br><span class="note">${escapeHtml(formatTime(item.receivedAt))}</span></td>
  <td>${escapeHtml(item.contactName)}<br>${escapeHtml(item.phoneNumber)}</td>
  <td>${escapeHtml(item.companyName)}<br><span class="note">${escapeHtml(item.region || '—')} · ${item.diners ?? '—'} 人</span></td>
  <td>${item.items.map((line) => `${escapeHtml(line.model)} × ${line.quantity}`).join('<br>')}</td>
  <td>${escapeHtml(item.message || '—')}</td>
</tr>`,
    )
    .join('\n');
  const table = rows
    ? `<table>\n<thead><tr><th>编号</th><th>联系人</th><th>单位</th><th>型号 × 数量</th><th>需求说明</th></tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>`
    : '<p>还没有收到询价。</p>';
  const body = `<h1>收到的询价</h1>
<p class="note">网站询价单提交到 POST /api/cms/inquiry 的内容。页面每 5 秒刷新。JSON：<a href="/dev/inquiries.json">/dev/inquiries.json</a> · <a href="/dev/sms">短信验证码</a></p>
${table}`;
  return page('收到的询价', body, '<meta http-equiv="refresh" content="5">');
}
