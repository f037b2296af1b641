/** Names of the Bull queues; each queue's jobs and payloads are typed beside its processor. */
export const QUEUES = {
  system: 'system',
} as const;
