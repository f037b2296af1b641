/** How long the shutdown may take after the drain before the process gives up on what is left and exits. */
export const SHUTDOWN_DEADLINE_MS = 30_000;
