import { describe, expect, it } from '@jest/globals';
import { faqItemFromHash, faqItems, faqJsonLdScript } from './faq';
import { GUIDES, SUPPORT_TOPICS } from './support-topics';

const items = faqItems('support@keyshop.local');

describe('FAQ', () => {
  it('answers the eight questions, each with an anchor of its own', () => {
    expect(items).toHaveLength(8);
    expect(new Set(items.map((item) => item.id)).size).toBe(8);
    for (const item of items) expect(item.answer.length).toBeGreaterThan(0);
  });

  it('gives the store facts the rest of the store keeps', () => {
    const text = (id: string) => items.find((item) => item.id === id)?.answer.join(' ') ?? '';
    expect(text('delivery-time')).toMatch(/3-7 business days/);
    expect(text('key-not-working')).toMatch(/48 hours/);
    expect(text('customer-support')).toMatch(/support@keyshop\.local/);
    expect(text('customer-support')).toMatch(/Mon-Fri 9:00-18:00 UTC and Sat 10:00-16:00 UTC/);
    expect(text('payment-methods')).toMatch(/PayFast/);
    expect(text('gifts')).toMatch(/This is a gift/);
  });

  it('opens the answer an anchor names', () => {
    expect(faqItemFromHash('#gifts', items)).toBe('gifts');
    expect(faqItemFromHash('refunds', items)).toBe('refunds');
    expect(faqItemFromHash('#nothing', items)).toBeNull();
    expect(faqItemFromHash('', items)).toBeNull();
  });

  it('describes the same questions and answers to search engines', () => {
    const data = JSON.parse(faqJsonLdScript(items));
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(8);
    expect(data.mainEntity[0]).toEqual({ '@type': 'Question', name: items[0].question, acceptedAnswer: { '@type': 'Answer', text: items[0].answer.join(' ') } });
    expect(faqJsonLdScript([{ id: 'x', question: '</script>', answer: ['a'], links: [] }])).not.toContain('</script>');
  });
});

describe('support centre', () => {
  it('has the four topics, each with links', () => {
    expect(SUPPORT_TOPICS.map((topic) => topic.title)).toEqual(['Account Issues', 'Order Problems', 'Technical Support', 'General Questions']);
    for (const topic of SUPPORT_TOPICS) expect(topic.links.length).toBeGreaterThan(0);
  });

  it('links only to this site, and to FAQ answers that exist', () => {
    const links = [...SUPPORT_TOPICS.flatMap((topic) => topic.links), ...GUIDES.flatMap((guide) => (guide.link ? [guide.link] : []))];
    for (const { href } of links) expect(href).toMatch(/^[/#]/);
    for (const { href } of links.filter((link) => link.href.startsWith('/faq#'))) expect(faqItemFromHash(href.slice(4), items)).not.toBeNull();
  });
});
