import { hostname } from 'node:os';

/** Names this process in locks and logs, so an operator can tell replicas apart. */
export const INSTANCE_ID = `${hostname()}:${process.pid}`;
