/**
 * A product's description as the server rendered it from Markdown and sanitised it
 * (src/catalog/markdown.ts): paragraphs, lists, emphasis, headings and web or mail links only,
 * never a script, an event handler, raw HTML or a javascript: link.
 */
export function ProductDescription({ html }: { html: string }) {
  return (
    <div
      className="mt-3 space-y-3 leading-relaxed text-muted-foreground [&_a]:text-highlight [&_a]:underline [&_a]:underline-offset-4 [&_blockquote]:border-l-2 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-foreground [&_h3]:font-semibold [&_h3]:text-foreground [&_h4]:font-semibold [&_h4]:text-foreground [&_ol]:list-decimal [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
