/** The payload of the `heartbeat` job on the system queue. */
export interface HeartbeatJob {
  tickAt: string;
  scheduledBy: string;
}

export const HEARTBEAT_JOB = 'heartbeat';
export const HEARTBEAT_TASK = 'heartbeat';

/** The daily cleanup on the system queue; its tick's job id keeps one tick from queueing it twice. */
export const RETENTION_JOB = 'retention';
export const RETENTION_TASK = 'retention';
