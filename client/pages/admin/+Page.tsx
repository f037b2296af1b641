import { ShieldCheck } from 'lucide-react';
import { CatalogueSyncCard } from '../../components/account/CatalogueSyncCard';

export default function Page() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <ShieldCheck className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">Keep the store&apos;s catalogue up to date.</p>
        </div>
      </header>
      <div className="mt-8 grid gap-6">
        <CatalogueSyncCard />
      </div>
    </div>
  );
}
