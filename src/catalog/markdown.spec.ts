import { renderMarkdown } from './markdown.js';

describe('renderMarkdown', () => {
  it('renders the Markdown a description uses', () => {
    const html = renderMarkdown('# Story\n\nA **bold** and *quiet* game.\n\n- co-op\n- 4K\n\n[Site](https://example.com)');
    expect(html).toContain('<h2>Story</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>quiet</em>');
    expect(html).toContain('<li>co-op</li>');
    expect(html).toContain('<a href="https://example.com" rel="nofollow ugc noopener noreferrer">Site</a>');
  });

  it('lets no script, event handler or javascript: link through', () => {
    const html = renderMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(2)"> [click](javascript:alert(3)) <a href="JaVaScRiPt:alert(4)">x</a> <iframe src="https://evil"></iframe>');
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|<img|javascript:|<iframe/i);
    expect(html).toContain('Hi');
  });

  it('keeps plain text of older descriptions as paragraphs', () => {
    expect(renderMarkdown('One line.\n\nAnother & more.')).toBe('<p>One line.</p>\n<p>Another &amp; more.</p>\n');
  });

  it('answers a text rendered before as it did, and one changed by a letter anew, however many came between', () => {
    const first = renderMarkdown('**Once** upon a time.');
    for (let i = 0; i < 1_500; i++) renderMarkdown(`Text number ${i}.`);
    expect(renderMarkdown('**Once** upon a time.')).toBe(first);
    expect(renderMarkdown('**Once** upon a time!')).toBe('<p><strong>Once</strong> upon a time!</p>\n');
    expect(renderMarkdown('Text number 1499.')).toBe('<p>Text number 1499.</p>\n');
  });
});
