/** Names of the Bull queues; each queue's jobs and payloads are typed beside its processor. */
export const QUEUES = {
  system: 'system',
  catalog: 'catalog',
  orders: 'orders',
  mail: 'mail',
  import: 'import',
  fraud: 'fraud',
  suppliers: 'suppliers',
} as const;
