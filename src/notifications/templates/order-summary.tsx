import type { MailOrder } from '../mail.types.js';
import { STYLE, WideTable } from './mail-layout.js';
import { formatEur, formatZar } from '../../common/money.js';
import { preOrderLine } from '#contracts/pre-order.constants';

/** The order's lines and totals as an HTML table. */
export function OrderTable({ order }: { order: MailOrder }) {
  return (
    <WideTable>
      {order.items.map((item, index) => (
        <tr key={index}>
          <td style={STYLE.cell}>
            {item.name}
            <br />
            <span style={{ color: '#6b7280', fontSize: '13px' }}>
              {item.platform} · {item.quantity} × {formatEur(item.unitPriceCents)}
            </span>
            {item.preOrderReleaseDate && (
              <>
                <br />
                <strong style={{ fontSize: '13px' }}>{preOrderLine(item.preOrderReleaseDate)}</strong>
              </>
            )}
          </td>
          <td style={STYLE.cellRight}>{formatEur(item.lineTotalCents)}</td>
        </tr>
      ))}
      <TotalRow label="Subtotal" value={formatEur(order.subtotalCents)} />
      <TotalRow label="Service fee" value={formatEur(order.serviceFeeCents)} />
      {order.creditAppliedCents > 0 && <TotalRow label="Store credit" value={`−${formatEur(order.creditAppliedCents)}`} />}
      <TotalRow label="Total" value={formatEur(order.totalCents)} strong />
      <TotalRow label="Amount in rand" value={formatZar(order.totalZarCents)} />
    </WideTable>
  );
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const emphasis = strong ? { fontWeight: 700, color: '#111827' } : {};
  return (
    <tr>
      <td style={{ ...STYLE.cell, ...emphasis }}>{label}</td>
      <td style={{ ...STYLE.cellRight, ...emphasis }}>{value}</td>
    </tr>
  );
}

/** The order's lines and totals as plain text. */
export function orderText(order: MailOrder): string {
  const lines = order.items.map(
    (item) =>
      `- ${item.name} (${item.platform}) ${item.quantity} × ${formatEur(item.unitPriceCents)} = ${formatEur(item.lineTotalCents)}${item.preOrderReleaseDate ? ` — ${preOrderLine(item.preOrderReleaseDate)}` : ''}`,
  );
  return [
    ...lines,
    `Subtotal: ${formatEur(order.subtotalCents)}`,
    `Service fee: ${formatEur(order.serviceFeeCents)}`,
    ...(order.creditAppliedCents > 0 ? [`Store credit: -${formatEur(order.creditAppliedCents)}`] : []),
    `Total: ${formatEur(order.totalCents)}`,
    `Amount in rand: ${formatZar(order.totalZarCents)}`,
  ].join('\n');
}
