import { Truck } from 'lucide-react';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { PurchasesTable } from '../../../features/supplier-restock/PurchasesTable';
import { parsePurchasesPage, purchasesApiPath, purchasesHref } from '../../../features/supplier-restock/restock';
import type { PurchasePageView } from '#contracts/suppliers.contract';
import { formatEur } from '#server/common/money';

export default function Page() {
  const { query: page, ...list } = useAdminListResource<number, PurchasePageView>(parsePurchasesPage, purchasesApiPath);
  const data = list.resource.state === 'ready' ? list.resource.data : null;

  return (
    <AdminPageFrame
      width="max-w-7xl"
      icon={Truck}
      title="Purchases"
      description="Keys the store bought from the wholesaler to restock products, and the purchases it refused (a price above the maximum, the daily spend cap), newest first. Codes are never shown here."
    >
      {data && (
        <p className="mb-6 rounded-2xl border border-border bg-card px-5 py-4 text-sm" data-testid="spend-today">
          {data.dailySpendCapCents === null ? (
            'Restocking is off: the wholesaler is not configured.'
          ) : (
            <>
              Spent today (UTC): <strong className="font-semibold tabular-nums">{formatEur(data.spentTodayCents)}</strong> of the daily cap of{' '}
              <strong className="font-semibold tabular-nums">{formatEur(data.dailySpendCapCents)}</strong>.
            </>
          )}
        </p>
      )}
      <AdminListSection
        {...list}
        id="purchases"
        title="Purchases"
        what="the purchases"
        loadingLabel="Loading the purchases"
        count={({ total }) => `${total} ${total === 1 ? 'purchase' : 'purchases'}`}
        empty={{
          title: `No purchases ${page > 1 ? 'on this page' : 'yet'}`,
          text: 'Set a product to restock from the wholesaler in its Restock dialog on the products page; its purchases appear here.',
        }}
        table={(view, pages) => <PurchasesTable purchases={view.items} caption={`Purchases from the wholesaler, newest first, page ${view.page} of ${pages}`} />}
        hrefFor={purchasesHref}
      />
    </AdminPageFrame>
  );
}
