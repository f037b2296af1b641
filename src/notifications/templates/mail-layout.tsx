import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SellerIdentity } from '../../config/app-config.js';

/**
 * The store's look for mail: a dark header with the Keyshop name, a light card, inline CSS only (mail
 * clients drop style sheets). The HTML is rendered by React, which escapes every text and attribute.
 */

export const STORE_NAME = 'Keyshop';

/** What a template writes: the subject, the inbox preview line, the HTML body inside the layout, and the plain-text part. */
export interface MailContent {
  subject: string;
  preheader: string;
  body: ReactNode;
  text: string;
}

const FONT: CSSProperties = { fontFamily: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" };
export const STYLE = {
  h1: { margin: '0 0 12px', fontSize: '22px', lineHeight: 1.3, color: '#111827', ...FONT },
  h2: { margin: '28px 0 10px', fontSize: '16px', lineHeight: 1.4, color: '#111827', ...FONT },
  p: { margin: '0 0 14px', fontSize: '15px', lineHeight: 1.6, color: '#374151', ...FONT },
  small: { margin: '0 0 10px', fontSize: '13px', lineHeight: 1.5, color: '#6b7280', ...FONT },
  cell: { padding: '8px 0', borderBottom: '1px solid #e5e7eb', fontSize: '14px', color: '#374151', verticalAlign: 'top', ...FONT },
  cellRight: { padding: '8px 0', borderBottom: '1px solid #e5e7eb', fontSize: '14px', color: '#374151', textAlign: 'right', verticalAlign: 'top', whiteSpace: 'nowrap', ...FONT },
  label: { padding: '6px 12px 6px 0', fontSize: '14px', color: '#6b7280', verticalAlign: 'top', whiteSpace: 'nowrap', ...FONT },
  value: { padding: '6px 0', fontSize: '14px', color: '#111827', verticalAlign: 'top', wordBreak: 'break-word', ...FONT },
  button: { display: 'inline-block', padding: '12px 22px', borderRadius: '8px', background: '#7c3aed', color: '#ffffff', fontWeight: 600, fontSize: '15px', textDecoration: 'none', ...FONT },
  key: { display: 'block', margin: '6px 0 8px', padding: '10px 12px', borderRadius: '6px', background: '#111827', color: '#f9fafb', fontFamily: "'SFMono-Regular',Consolas,'Liberation Mono',monospace", fontSize: '16px', letterSpacing: '.06em', wordBreak: 'break-all' },
  box: { margin: '0 0 16px', padding: '14px 16px', border: '1px solid #e5e7eb', borderRadius: '8px', background: '#f9fafb' },
  notice: { margin: '0 0 16px', padding: '12px 14px', borderRadius: '8px', background: '#f5f3ff', border: '1px solid #ddd6fe', fontSize: '14px', lineHeight: 1.5, color: '#4c1d95', ...FONT },
} satisfies Record<string, CSSProperties>;

/** The whole HTML document of a mail. */
export function renderMailHtml({ subject, preheader, body }: Pick<MailContent, 'subject' | 'preheader' | 'body'>, seller: SellerIdentity): string {
  return `<!doctype html>\n${renderToStaticMarkup(
    <MailLayout title={subject} preheader={preheader} seller={seller}>
      {body}
    </MailLayout>,
  )}\n`;
}

/** The page around a mail's body, with a hidden preheader line for inbox previews and the seller at its foot. */
function MailLayout({ title, preheader, seller, children }: { title: string; preheader: string; seller: SellerIdentity; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: '#f3f4f6' }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden', opacity: 0 }}>{preheader}</div>
        <LayoutTable style={{ background: '#f3f4f6', padding: '24px 12px' }}>
          <tr>
            <td align="center">
              <LayoutTable style={{ maxWidth: '600px', borderRadius: '12px', overflow: 'hidden', background: '#ffffff', border: '1px solid #e5e7eb' }}>
                <tr>
                  <td style={{ background: '#0b0d14', padding: '20px 28px' }}>
                    <span style={{ fontSize: '22px', fontWeight: 700, letterSpacing: '-.01em', color: '#ffffff', ...FONT }}>{STORE_NAME}</span>
                    <span style={{ fontSize: '13px', color: '#a78bfa', paddingLeft: '10px', ...FONT }}>Game keys, delivered instantly</span>
                  </td>
                </tr>
                <tr>
                  <td style={{ padding: '28px' }}>{children}</td>
                </tr>
                <tr>
                  <td style={{ padding: '18px 28px', background: '#f9fafb', borderTop: '1px solid #e5e7eb' }}>
                    <p style={STYLE.small}>{STORE_NAME} · Fast delivery · Secure transactions · Live chat with a person during support hours, e-mail replies within 24 hours.</p>
                    <p style={{ margin: 0, fontSize: '12px', lineHeight: 1.5, color: '#9ca3af', ...FONT }}>You receive this mail because of an order or an account at {STORE_NAME}.</p>
                    <p style={{ margin: '8px 0 0', fontSize: '12px', lineHeight: 1.5, color: '#9ca3af', ...FONT }}>
                      {STORE_NAME} is run by {seller.name}, {seller.address} · Registration no. {seller.registrationNumber} · VAT no. {seller.vatNumber} ·{' '}
                      <a href={`mailto:${seller.supportEmail}`} style={{ color: '#6b7280' }}>
                        {seller.supportEmail}
                      </a>
                    </p>
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

/** A table used for layout, as mail clients need it: full width, no spacing, hidden from screen readers' table navigation. */
function LayoutTable({ style, children }: { style?: CSSProperties; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={style}>
      <tbody>{children}</tbody>
    </table>
  );
}

/** Rows of a label and its value, for the facts of an order, a claim or a product. */
export function FieldTable({ fields, style }: { fields: [label: string, value: ReactNode][]; style: CSSProperties }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', ...style }}>
      <tbody>
        {fields.map(([label, value]) => (
          <tr key={label}>
            <td style={STYLE.label}>{label}</td>
            <td style={STYLE.value}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A table of rows that fills the card's width, for order lines and totals. */
export function WideTable({ children }: { children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
      <tbody>{children}</tbody>
    </table>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={STYLE.h1}>{children}</h1>;
}

export function Subheading({ children }: { children: ReactNode }) {
  return <h2 style={STYLE.h2}>{children}</h2>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p style={STYLE.p}>{children}</p>;
}

/** Free text a person wrote, with its line breaks kept. */
export function FreeText({ children, notice = false }: { children: ReactNode; notice?: boolean }) {
  return <p style={{ ...(notice ? STYLE.notice : STYLE.p), whiteSpace: 'pre-wrap' }}>{children}</p>;
}

export function Small({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ ...STYLE.small, ...style }}>{children}</p>;
}

/** A highlighted note: what needs attention. */
export function Notice({ children }: { children: ReactNode }) {
  return <p style={STYLE.notice}>{children}</p>;
}

export function Button({ label, url }: { label: string; url: string }) {
  return (
    <p style={{ margin: '22px 0' }}>
      <a href={safeHref(url)} style={STYLE.button}>
        {label}
      </a>
    </p>
  );
}

/** A link's target: an http(s) address, anything else becomes '#', so no payload can smuggle a script URL. */
export function safeHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : '#';
}

/** The plain-text part: paragraphs separated by blank lines, with the store's signature. */
export function textMail(...paragraphs: string[]): string {
  return `${paragraphs.filter(Boolean).join('\n\n')}\n\n— ${STORE_NAME}\n`;
}
