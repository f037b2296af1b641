import { InvalidEnvironmentError, parseEnvironment } from './environment.js';
import { loadConfig } from './load-config.js';

describe('retention configuration', () => {
  it('has defaults: daily at 03:30 UTC, a week past the end of sessions and reset links, 30 days of sent mail, 14 of heartbeats, 90 of job runs, a year of contact messages and idle chats', () => {
    expect(loadConfig({}).retention).toEqual({
      cron: '0 30 3 * * *',
      graceDays: 7,
      sentMailDays: 30,
      scheduledRunDays: 14,
      jobRunDays: 90,
      contactDays: 365,
      chatIdleDays: 365,
      batchSize: 1000,
    });
  });

  it('reads each setting, and off turns the cleanup off', () => {
    const config = loadConfig({ RETENTION_CRON: 'off', RETENTION_GRACE_DAYS: '0', RETENTION_SENT_MAIL_DAYS: '3', RETENTION_CHAT_IDLE_DAYS: '30', RETENTION_BATCH_SIZE: '500' });
    expect(config.retention).toMatchObject({ cron: null, graceDays: 0, sentMailDays: 3, chatIdleDays: 30, batchSize: 500 });
  });

  it('refuses a period that is not a whole number of days, naming the variable', () => {
    expect(() => parseEnvironment({ RETENTION_SENT_MAIL_DAYS: '0' })).toThrow('RETENTION_SENT_MAIL_DAYS must be a whole number of days between 1 and 3650');
    expect(() => parseEnvironment({ RETENTION_CONTACT_DAYS: 'a year' })).toThrow('RETENTION_CONTACT_DAYS must be a whole number of days between 1 and 3650');
    expect(() => parseEnvironment({ RETENTION_BATCH_SIZE: '5' })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnvironment({ RETENTION_CRON: 'nightly' })).toThrow('RETENTION_CRON must be a cron expression (with seconds) or "off", not "nightly"');
  });
});
