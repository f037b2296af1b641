import { loadConfig } from '../config/load-config.js';
import { HeartbeatService } from './heartbeat.service.js';
import { schedule, scheduleProblems, schedulesFor } from './schedule.js';
import { SCHEDULES } from './schedules.js';

const PROVIDER = {
  CATALOG_PROVIDER_URL: 'https://provider.test',
  CATALOG_PROVIDER_CLIENT_ID: 'id',
  CATALOG_PROVIDER_CLIENT_SECRET: 'secret',
  WHOLESALER_URL: 'https://wholesaler.test',
  WHOLESALER_CLIENT_ID: 'id',
  WHOLESALER_CLIENT_SECRET: 'secret',
  WHOLESALER_DAILY_SPEND_CAP_CENTS: '10000',
};
const namesOf = (active: ReturnType<typeof schedulesFor>) => active.map(({ schedule }) => schedule.name);

describe('the schedules', () => {
  it('have unique names and valid cron expressions by default', () => {
    const config = loadConfig(PROVIDER);
    expect(new Set(SCHEDULES.map((entry) => entry.name)).size).toBe(SCHEDULES.length);
    expect(scheduleProblems(SCHEDULES, config)).toEqual([]);
    expect(SCHEDULES.every((entry) => entry.cron(config) !== null)).toBe(true);
  });

  it('read each cron expression from the variable they name', () => {
    for (const entry of SCHEDULES.filter(({ setting }) => setting !== null)) {
      expect({ [entry.name]: entry.cron(loadConfig({ ...PROVIDER, [entry.setting as string]: '*/7 * * * * *' })) }).toEqual({ [entry.name]: '*/7 * * * * *' });
    }
  });

  it('all run in the roles that run workers', () => {
    for (const role of ['worker', 'all']) {
      expect(namesOf(schedulesFor(SCHEDULES, loadConfig({ ...PROVIDER, APP_ROLE: role })))).toEqual(SCHEDULES.map((entry) => entry.name));
    }
  });

  it('register nothing in a role without workers', () => {
    expect(schedulesFor(SCHEDULES, loadConfig({ ...PROVIDER, APP_ROLE: 'web' }))).toEqual([]);
  });

  it('leave out the catalogue sync on CATALOG_SYNC_CRON=off, the provider jobs without a provider, and the restock sweep without a wholesaler', () => {
    expect(namesOf(schedulesFor(SCHEDULES, loadConfig({ ...PROVIDER, CATALOG_SYNC_CRON: 'off' })))).not.toContain('catalog-sync');
    expect(namesOf(schedulesFor(SCHEDULES, loadConfig({ ...PROVIDER, CATALOG_SYNC_CRON: 'off' })))).toContain('catalog-provider-token-refresh');
    expect(namesOf(schedulesFor(SCHEDULES, loadConfig({})))).toEqual(
      SCHEDULES.map((entry) => entry.name).filter((name) => !['catalog-sync', 'catalog-provider-token-refresh', 'supplier-restock-sweep'].includes(name)),
    );
  });

  it('leave out the cleanup on RETENTION_CRON=off', () => {
    expect(namesOf(schedulesFor(SCHEDULES, loadConfig({ ...PROVIDER, RETENTION_CRON: 'off' })))).toEqual(SCHEDULES.map((entry) => entry.name).filter((name) => name !== 'retention'));
  });

  it('name the variable of an invalid cron expression', () => {
    expect(scheduleProblems(SCHEDULES, loadConfig({ HEARTBEAT_CRON: 'often', ORDER_EXPIRY_CRON: '61 * * * * *' }))).toEqual([
      'HEARTBEAT_CRON must be a cron expression (with seconds), not "often"',
      'ORDER_EXPIRY_CRON must be a cron expression (with seconds), not "61 * * * * *"',
    ]);
  });

  it('find a name used twice, and a fixed cron expression that is invalid', () => {
    const heartbeat = (cron: string) => schedule({ name: 'beat', setting: null, cron: () => cron, owner: HeartbeatService, run: (sut, tickAt) => sut.queueBeat(tickAt) });
    expect(scheduleProblems([heartbeat('* * * * * *'), heartbeat('every second')], loadConfig({}))).toEqual([
      'the schedule name "beat" is used twice',
      'the schedule beat must be a cron expression (with seconds), not "every second"',
    ]);
  });
});
