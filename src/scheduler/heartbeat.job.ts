/** The payload of the `heartbeat` job on the system queue. */
export interface HeartbeatJob {
  tickAt: string;
  scheduledBy: string;
}

export const HEARTBEAT_JOB = 'heartbeat';
export const HEARTBEAT_TASK = 'heartbeat';
