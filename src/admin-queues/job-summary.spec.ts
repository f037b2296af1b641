import { jobSummary } from './job-summary.js';

describe('jobSummary', () => {
  it('shows the ids and times of a job', () => {
    expect(jobSummary({ orderId: '5b1c2d3e-0000-4000-8000-000000000001' })).toBe('orderId: 5b1c2d3e-0000-4000-8000-000000000001');
    expect(jobSummary({ tickAt: '2026-11-26T04:00:00.000Z', scheduledBy: 'web-1:42' })).toBe('tickAt: 2026-11-26T04:00:00.000Z, scheduledBy: web-1:42');
    expect(jobSummary({ runId: 7 })).toBe('runId: 7');
  });

  it('never shows a field it does not know, whatever it holds', () => {
    expect(jobSummary({ code: 'AAAAA-BBBBB-CCCCC', password: 'hunter2', token: 'eyJhbGciOi', email: 'a@b.test', body: 'Your key is X' })).toBe('');
    expect(jobSummary({ mailId: 'm-1', html: '<p>Your key: AAAAA-BBBBB</p>' })).toBe('mailId: m-1');
  });

  it('leaves out a known field whose value is not an id or a time', () => {
    expect(jobSummary({ orderId: 'Your key is AAAAA-BBBBB' })).toBe('');
    expect(jobSummary({ orderId: { code: 'AAAAA' } })).toBe('');
    expect(jobSummary({ orderId: 'x'.repeat(65) })).toBe('');
  });

  it('has nothing to say of data that is not an object', () => {
    expect(jobSummary(null)).toBe('');
    expect(jobSummary('AAAAA-BBBBB')).toBe('');
  });
});
