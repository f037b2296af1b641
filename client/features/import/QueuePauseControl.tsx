import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import type { QueueView } from '#contracts/queues.contract';
import { usePostAction } from '../../lib/usePostAction';
import { buttonStyles } from '../../ui/button-styles';
import { Dialog } from '../../ui/Dialog';
import { FormAlert } from '../../ui/FormAlert';
import { useToast } from '../../ui/Toaster';
import { pausedMessage, pauseQueueApi, queueTitle, resumeQueueApi } from './queues';

/** A filled amber button for a step that stops work until someone undoes it. */
const pauseButtonClass = 'bg-amber-700 text-white shadow-amber-900/20 hover:bg-amber-800';

/**
 * Pauses a queue for every worker, once the operator has confirmed it in a dialog, or resumes a
 * paused one at once: resuming only lets the jobs run that were meant to.
 */
export function QueuePauseControl({ queue, onChanged }: { queue: Pick<QueueView, 'name' | 'paused'>; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const action = usePostAction();
  const toast = useToast();
  const title = queueTitle(queue.name);

  const changed = (paused: boolean) => {
    setConfirming(false);
    toast({ title: paused ? `${title} queue paused` : `${title} queue resumed`, description: pausedMessage(queue.name, paused) });
    onChanged();
  };
  const pause = () => action.run<QueueView>(pauseQueueApi(queue.name), {}, `The ${queue.name} queue could not be paused.`, () => changed(true));
  const resume = () => action.run<QueueView>(resumeQueueApi(queue.name), {}, `The ${queue.name} queue could not be resumed.`, () => changed(false));
  const busyClass = 'aria-disabled:cursor-wait aria-disabled:opacity-70';

  return (
    <div>
      {queue.paused ? (
        <button
          type="button"
          onClick={() => void resume()}
          aria-disabled={action.busy || undefined}
          aria-label={`Resume the ${queue.name} queue`}
          className={buttonStyles({ variant: 'outline', size: 'sm', className: busyClass })}
        >
          <Play aria-hidden="true" />
          {action.busy ? 'Resuming...' : 'Resume'}
        </button>
      ) : (
        <button
          type="button"
          onClick={() => setConfirming(true)}
          aria-label={`Pause the ${queue.name} queue`}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
        >
          <Pause aria-hidden="true" />
          Pause
        </button>
      )}
      {!confirming && <FormAlert className="mt-2">{action.error}</FormAlert>}
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Pause the ${queue.name} queue?`}>
        <div className="space-y-5">
          <FormAlert>{action.error}</FormAlert>
          <p className="text-sm text-pretty">
            No worker takes its jobs until you resume it: jobs under way finish, and waiting and new jobs stay waiting. Pause a queue while a service it needs is down, so that its jobs do not use up
            their attempts.
          </p>
          <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-5">
            <button type="button" onClick={() => setConfirming(false)} className={buttonStyles({ variant: 'ghost' })}>
              Keep it running
            </button>
            <button
              type="button"
              onClick={() => void pause()}
              aria-disabled={action.busy || undefined}
              className={buttonStyles({ className: `${pauseButtonClass} ${busyClass}` })}
            >
              <Pause aria-hidden="true" />
              {action.busy ? 'Pausing...' : 'Pause queue'}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
