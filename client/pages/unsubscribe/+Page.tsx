import { usePageContext } from 'vike-react/usePageContext';
import { UnsubscribeResult } from '../../features/alerts/UnsubscribeResult';

export default function Page() {
  const token = usePageContext().urlParsed.search.token?.trim() ?? '';
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <h1 className="text-center text-3xl font-bold tracking-tight">Unsubscribe</h1>
      <div className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-sm">
        <UnsubscribeResult token={token} />
      </div>
    </div>
  );
}
