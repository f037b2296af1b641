import { KeyRound, Sparkles, Upload } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { GenerateCodesForm } from '../../../features/redeem-codes/GenerateCodesForm';
import { ImportCodesForm } from '../../../features/redeem-codes/ImportCodesForm';
import { RedeemCodesList } from '../../../features/redeem-codes/RedeemCodesList';
import { ToastProvider } from '../../../ui/Toaster';
import type { RedeemCodeStatus } from '../../../features/redeem-codes/admin-codes';

export default function Page() {
  const [status, setStatus] = useState<RedeemCodeStatus | null>(null);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const added = useCallback(() => setVersion((value) => value + 1), []);

  return (
    <ToastProvider>
      <AdminPageFrame
        width="max-w-6xl"
        icon={KeyRound}
        title="Redeem codes"
        description="CD keys customers redeem on the Redeem Key page, for a game or store credit."
      >
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <Card id="generate" title="Generate codes" description="New codes in the XXXX-XXXX-XXXX-XXXX format, shown in full once." icon={<Sparkles />}>
            <GenerateCodesForm onCreated={added} />
          </Card>
          <Card id="import" title="Import codes" description="Codes made elsewhere, such as a partner's list." icon={<Upload />}>
            <ImportCodesForm onImported={added} />
          </Card>
        </div>

        <div className="mt-6">
          <RedeemCodesList
            status={status}
            page={page}
            version={version}
            onStatusChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            onPageChange={setPage}
          />
        </div>
      </AdminPageFrame>
    </ToastProvider>
  );
}

function Card({ id, title, description, icon, children }: { id: string; title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
