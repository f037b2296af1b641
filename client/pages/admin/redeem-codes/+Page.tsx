import { ArrowLeft, KeyRound, Sparkles, Upload } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { ADMIN_PATH } from '../../../account/paths';
import { GenerateCodesForm } from '../../../components/redeem-codes/GenerateCodesForm';
import { ImportCodesForm } from '../../../components/redeem-codes/ImportCodesForm';
import { RedeemCodesList } from '../../../components/redeem-codes/RedeemCodesList';
import { ToastProvider } from '../../../components/ui/Toaster';
import type { RedeemCodeStatus } from '../../../redeem/admin-codes';

export default function Page() {
  const [status, setStatus] = useState<RedeemCodeStatus | null>(null);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const added = useCallback(() => setVersion((value) => value + 1), []);

  return (
    <ToastProvider>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <a href={ADMIN_PATH} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Admin Dashboard
        </a>
        <header className="mt-4 flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
            <KeyRound className="size-7" />
          </span>
          <div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Redeem codes</h1>
            <p className="mt-1 text-muted-foreground">CD keys customers redeem on the Redeem Key page, for a game or store credit.</p>
          </div>
        </header>

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
      </div>
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
