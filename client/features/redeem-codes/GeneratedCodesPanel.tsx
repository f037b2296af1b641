import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { generatedCodesCsv, generatedCodesFileName } from './admin-codes';
import { buttonStyles } from '../../ui/button-styles';
import { useToast } from '../../ui/Toaster';
import type { GeneratedRedeemCodesView } from '#contracts/redeem.contract';
import { copyText, downloadTextFile } from './download-file';
import { formatEur } from '#server/common/money';

interface GeneratedCodesPanelProps {
  batch: GeneratedRedeemCodesView;
  note: string;
  createdAt: Date;
  onDismiss: () => void;
}

/** New codes in full, this once: to download as CSV or copy, before the store only ever shows them masked. */
export function GeneratedCodesPanel({ batch, note, createdAt, onDismiss }: GeneratedCodesPanelProps) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const count = batch.codes.length;
  const what = batch.kind === 'product' ? (batch.productName ?? 'a game') : `${formatEur(batch.creditCents ?? 0)} store credit each`;

  const copyAll = async () => {
    const done = await copyText(batch.codes.join('\n'));
    setCopied(done);
    toast(done ? { title: 'Copied', description: `${count} ${count === 1 ? 'code' : 'codes'} copied to the clipboard` } : { title: 'Error', description: 'Could not copy: select the codes and copy them by hand.', variant: 'destructive' });
  };

  return (
    <section aria-labelledby="generated-codes-heading" className="rounded-xl border border-amber-500/40 bg-amber-500/5 p-4 sm:p-5">
      <h3 id="generated-codes-heading" className="font-semibold">
        {count} new {count === 1 ? 'code' : 'codes'} for {what}
      </h3>
      <p role="alert" className="mt-2 flex items-start gap-2 text-sm text-amber-800 dark:text-amber-200">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Save these codes now: they will not be shown again. The store keeps only a fingerprint of each, and lists them masked.
      </p>
      <ol aria-label="New codes" className="mt-4 grid max-h-72 gap-x-6 gap-y-1 overflow-y-auto rounded-lg bg-card p-3 font-mono text-sm tracking-wider ring-1 ring-border sm:grid-cols-2">
        {batch.codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => downloadTextFile(generatedCodesFileName(createdAt), generatedCodesCsv(batch, note))} className={buttonStyles({ size: 'sm' })}>
          <Download aria-hidden="true" />
          Download CSV
        </button>
        <button type="button" onClick={() => void copyAll()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy all
        </button>
        <button type="button" onClick={onDismiss} className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}>
          I have saved them
        </button>
      </div>
    </section>
  );
}
