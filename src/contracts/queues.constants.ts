/** How many jobs of each state a queue's view lists; its counts say how many there are in all. */
export const QUEUE_JOBS_SHOWN = 10;
