import type { ContactMessagePayload, RenderedMail } from '../mail.types.js';
import { escapeHtml, layout, paragraph, STYLE, textMail } from './mail-layout.js';

/** A contact-form message, for the store owner: who wrote, how to answer, and what they wrote. */
export function contactMessageMail({ name, email, subject, message, receivedAt }: ContactMessagePayload): RenderedMail {
  const title = `Contact form: ${subject}`;
  const from = `${name} <${email}> wrote on ${new Date(receivedAt).toUTCString()}:`;
  const html = layout(
    title,
    `A message from ${name}`,
    `<h1 style="${STYLE.h1}">${escapeHtml(subject)}</h1>
${paragraph(from)}
<p style="${STYLE.p}white-space:pre-wrap">${escapeHtml(message)}</p>
<p style="${STYLE.small}">Answer by writing to ${escapeHtml(email)}.</p>`,
  );
  return { subject: title, html, text: textMail(from, message, `Answer by writing to ${email}.`) };
}
