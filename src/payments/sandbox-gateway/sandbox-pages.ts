import { escapeHtml } from '../../common/escape-html.js';
import type { SandboxOutcome } from './sandbox-itn.js';

/** The merchant name the sandbox shows shoppers. */
export const SANDBOX_MERCHANT_NAME = 'Keyshop (sandbox)';


const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
  background:#090a10 radial-gradient(ellipse at top,rgba(124,58,237,.25),transparent 60%);color:#ecedf4;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif}
main{width:100%;max-width:440px;background:#11131c;border:1px solid #242837;border-radius:16px;padding:32px;
  box-shadow:0 20px 60px rgba(0,0,0,.45)}
.badge{display:inline-block;margin:0 0 20px;padding:2px 10px;border-radius:999px;font-size:12px;font-weight:600;
  letter-spacing:.04em;text-transform:uppercase;color:#22d3ee;border:1px solid rgba(34,211,238,.4)}
.merchant{margin:0;color:#9a9fb3;font-size:14px}
h1{margin:4px 0 4px;font-size:22px;line-height:1.3}
.amount{margin:16px 0 4px;font-size:40px;font-weight:700;letter-spacing:-.01em;white-space:nowrap;color:#ecedf4}
dl{margin:20px 0 0;padding:16px 0 0;border-top:1px solid #242837;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}
dt{color:#9a9fb3}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.actions{display:grid;gap:12px;margin-top:28px}
form{margin:0}
button,.button{display:block;width:100%;padding:12px 16px;border-radius:10px;font:inherit;font-weight:600;text-align:center;
  text-decoration:none;cursor:pointer;border:1px solid transparent}
.pay{background:#7c3aed;color:#fff}.pay:hover{background:#6d28d9}
.cancel{background:transparent;color:#ecedf4;border-color:#242837}.cancel:hover{background:#1a1d29}
button:focus-visible,.button:focus-visible{outline:2px solid #a78bfa;outline-offset:2px}
.notice{margin:24px 0 0;padding:12px 14px;border-radius:10px;background:#1a1d29;color:#9a9fb3;font-size:13px}
ul{margin:16px 0 0;padding-left:20px;color:#f87171;font-size:14px}li+li{margin-top:6px}
p{margin:12px 0 0}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · ${SANDBOX_MERCHANT_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Test gateway</p>
${body}
</main>
</body>
</html>
`;
}

const NOTICE =
  '<p class="notice">This is a test gateway running on the store’s own server: no card is asked for and no money moves. ' +
  'Pay sends the store a signed payment notification exactly as PayFast does; Cancel sends a cancellation.</p>';

export interface PayPageView {
  /** Where the buttons post: `/sandbox-gateway/pay/{id}`. */
  path: string;
  itemName: string;
  amount: string;
  orderNumber: string;
  email: string;
}

/** The page a shopper pays or cancels on. */
export function payPage(view: PayPageView): string {
  const details = [
    view.orderNumber && `<dt>Reference</dt><dd>${escapeHtml(view.orderNumber)}</dd>`,
    view.email && `<dt>Paying as</dt><dd>${escapeHtml(view.email)}</dd>`,
  ].filter(Boolean);
  return layout(
    `Pay ${view.amount}`,
    `<p class="merchant">${SANDBOX_MERCHANT_NAME}</p>
<h1>${escapeHtml(view.itemName)}</h1>
<p class="amount">${escapeHtml(view.amount)}</p>
${details.length > 0 ? `<dl>${details.join('')}</dl>` : ''}
<div class="actions">
<form method="post" action="${escapeHtml(view.path)}/complete"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(view.path)}/cancel"><button class="cancel" type="submit">Cancel</button></form>
</div>
${NOTICE}`,
  );
}

/** The answer to a checkout form PayFast would refuse: what is wrong with it. */
export function refusedCheckoutPage(problems: string[], backUrl: string | null): string {
  return layout(
    'Payment request refused',
    `<h1>The store’s payment request was refused</h1>
<p class="merchant">The checkout form sent to ${SANDBOX_MERCHANT_NAME} cannot be accepted:</p>
<ul>${problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul>
${backUrl ? `<div class="actions"><a class="button cancel" href="${escapeHtml(backUrl)}">Back to the store</a></div>` : ''}`,
  );
}

/** The answer for a payment session that expired (after an hour) or never existed. */
export function missingSessionPage(): string {
  return layout(
    'Payment not found',
    `<h1>This payment has expired</h1>
<p class="merchant">Payment pages last an hour. Go back to the store and check out again.</p>`,
  );
}

/** The answer to a browser that does not hold the payment's secret (another person, or another browser). */
export function foreignSessionPage(): string {
  return layout(
    'Payment not yours',
    `<h1>This payment belongs to another browser</h1>
<p class="merchant">Only the browser that checked out at the store can pay or cancel this payment. Go back to the store and check out again.</p>`,
  );
}

/** The pay page of a payment that was already paid or cancelled. */
export function finishedPage(outcome: SandboxOutcome, backUrl: string | null): string {
  const paid = outcome === 'COMPLETE';
  return layout(
    paid ? 'Payment complete' : 'Payment cancelled',
    `<h1>${paid ? 'This payment is complete' : 'This payment was cancelled'}</h1>
<p class="merchant">Nothing more to do here.</p>
${backUrl ? `<div class="actions"><a class="button cancel" href="${escapeHtml(backUrl)}">Back to the store</a></div>` : ''}`,
  );
}
