import type { Type } from '@nestjs/common';
import { validateCronExpression } from 'cron';
import type { AppConfig } from '../config/app-config.js';

/** One scheduled job: when it runs, from the configuration, and what it runs, a method of its module's service. */
export interface Schedule<Owner extends object = object> {
  /** Names the job in the tick lock and the logs; unique. */
  name: string;
  /** The environment variable that sets the cron expression, named when it is invalid; null for a fixed one. */
  setting: string | null;
  /** The cron expression (with seconds), or null when the configuration turns the job off. */
  cron(config: AppConfig): string | null;
  /** Whether the configuration has what the job needs (a catalogue provider, say); always when absent. */
  needs?(config: AppConfig): boolean;
  /** The service whose method the job runs, resolved through the modules that the scheduler imports. */
  owner: Type<Owner>;
  /** Runs the tick; should only queue work, since the next tick may come before long work ends. */
  run(owner: Owner, tickAt: Date): Promise<unknown>;
}

/** Keeps each entry's owner and run typed together in a list of schedules with different owners. */
export function schedule<Owner extends object>(entry: Schedule<Owner>): Schedule {
  return entry;
}

/** A schedule this process runs, with its cron expression. */
export interface ActiveSchedule {
  schedule: Schedule;
  cronTime: string;
}

/** The schedules this process runs: none in a role without workers, and none that is off or lacks what it needs. */
export function schedulesFor(schedules: readonly Schedule[], config: AppConfig): ActiveSchedule[] {
  if (!config.runsWorkers) return [];
  return schedules.flatMap((entry) => {
    const cronTime = entry.cron(config);
    return cronTime !== null && (entry.needs?.(config) ?? true) ? [{ schedule: entry, cronTime }] : [];
  });
}

/** What would make the schedules fail at run time: a name used twice, or a cron expression that is not valid. */
export function scheduleProblems(schedules: readonly Schedule[], config: AppConfig): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const entry of schedules) {
    if (seen.has(entry.name)) problems.push(`the schedule name "${entry.name}" is used twice`);
    seen.add(entry.name);
    const cronTime = entry.cron(config);
    if (cronTime !== null && !validateCronExpression(cronTime).valid) {
      problems.push(`${entry.setting ?? `the schedule ${entry.name}`} must be a cron expression (with seconds), not "${cronTime}"`);
    }
  }
  // Two jobs on one variable (ORDER_EXPIRY_CRON) name its problem once.
  return [...new Set(problems)];
}
