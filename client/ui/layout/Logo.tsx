import { KeyRound } from 'lucide-react';

export function Logo({ name }: { name: string }) {
  return (
    <a href="/" aria-label={`${name} home`} className="group flex shrink-0 items-center gap-2.5 rounded-lg">
      <span className="grid size-9 place-items-center rounded-xl bg-linear-to-br from-violet-500 to-cyan-500 text-white shadow-md shadow-violet-500/30 transition-transform duration-200 group-hover:-rotate-6">
        <KeyRound className="size-5" aria-hidden="true" strokeWidth={2.25} />
      </span>
      <span className="text-lg font-bold tracking-tight">{name}</span>
    </a>
  );
}
