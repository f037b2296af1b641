import { escapeHtml } from '../common/escape-html.js';
import type { MailRow } from './mail-outbox.repository.js';
import type { RenderedMail } from './mail.types.js';


const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#0b0d14;color:#e5e7eb;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
header{padding:16px 24px;border-bottom:1px solid #1f2433;display:flex;gap:12px;align-items:baseline}
header strong{font-size:18px;color:#fff}header span{color:#a78bfa;font-size:13px}
main{padding:20px 24px;max-width:1100px;margin:0 auto}
a{color:#c4b5fd}
table{width:100%;border-collapse:collapse}
th,td{padding:8px 10px;border-bottom:1px solid #1f2433;text-align:left;vertical-align:top;font-size:14px}
th{color:#9ca3af;font-weight:600}
.status{display:inline-block;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600}
.pending{background:#713f12;color:#fde68a}.sent{background:#14532d;color:#bbf7d0}.failed{background:#7f1d1d;color:#fecaca}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:0 0 16px}dt{color:#9ca3af}dd{margin:0;word-break:break-word}
iframe{width:100%;height:70vh;border:1px solid #1f2433;border-radius:8px;background:#fff}
pre{white-space:pre-wrap;background:#111827;padding:12px;border-radius:8px;font-size:13px}
.empty{color:#9ca3af}.error{color:#fca5a5}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Keyshop development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><strong>Keyshop</strong><span>Development mailbox: the outbox, never served in production</span></header>
<main>
${body}
</main>
</body>
</html>
`;
}

const time = (date: Date | null) => (date ? escapeHtml(date.toISOString().replace('T', ' ').slice(0, 19)) + ' UTC' : '—');
const status = (row: MailRow) => `<span class="status ${escapeHtml(row.status)}">${escapeHtml(row.status)}</span>`;

/** Every mail, newest first. */
export function mailboxListPage(rows: MailRow[]): string {
  const body = rows.length
    ? `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Status</th></tr></thead><tbody>
${rows
  .map(
    (row) =>
      `<tr><td>${time(row.created_at)}</td><td>${escapeHtml(row.recipient)}</td>` +
      `<td><a href="/dev/mailbox/${escapeHtml(row.id)}">${escapeHtml(row.subject ?? row.template)}</a></td><td>${status(row)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>`
    : '<p class="empty">No mail yet.</p>';
  return page('Mailbox', `<h1>Mailbox</h1>\n${body}`);
}

/** One mail: its envelope, its HTML in a sandboxed frame (no scripts, no access to this page) and its text part. */
export function mailboxMailPage(row: MailRow, mail: RenderedMail | { error: string }): string {
  const envelope = `<dl>
<dt>To</dt><dd>${escapeHtml(row.recipient)}</dd>
<dt>Template</dt><dd>${escapeHtml(row.template)}</dd>
<dt>Status</dt><dd>${status(row)}${row.last_error ? ` <span class="error">${escapeHtml(row.last_error)}</span>` : ''}</dd>
<dt>Attempts</dt><dd>${escapeHtml(row.attempts)}</dd>
<dt>Written</dt><dd>${time(row.created_at)}</dd>
<dt>Sent</dt><dd>${time(row.sent_at)}</dd>
</dl>`;
  const content =
    'error' in mail
      ? `<p class="error">This mail cannot be shown: ${escapeHtml(mail.error)}</p>`
      : `<h2>${escapeHtml(mail.subject)}</h2>
<iframe sandbox="" referrerpolicy="no-referrer" title="The mail's HTML" srcdoc="${escapeHtml(mail.html)}"></iframe>
<h3>Plain text</h3>
<pre>${escapeHtml(mail.text)}</pre>`;
  return page(row.subject ?? row.template, `<p><a href="/dev/mailbox">← All mail</a></p>\n${envelope}\n${content}`);
}
