/** Plain data for the API and the admin page (the client imports this file). */

export interface QueueJobView {
  id: string;
  name: string;
  attemptsMade: number;
  failedReason: string | null;
  /** When the job was added, and when it last finished (failed), ISO. */
  createdAt: string;
  finishedAt: string | null;
}

export interface QueueView {
  name: string;
  counts: { waiting: number; active: number; delayed: number; completed: number; failed: number; paused: number };
  /** The latest failed jobs, newest first. */
  failed: QueueJobView[];
}
