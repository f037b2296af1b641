import { ReceiptText } from 'lucide-react';
import { orderListFilterLabel } from '../../../features/account/order-status';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AdminOrdersTable } from '../../../features/orders/AdminOrdersTable';
import {
  adminOrdersApiPath,
  adminOrdersHref,
  currentFilter,
  ORDER_LIST_FILTERS,
  parseAdminOrdersQuery,
  queryOfFilter,
  type AdminOrdersQuery,
} from '../../../features/orders/admin-list-query';
import type { AdminOrderPageView } from '#contracts/orders.contract';

export default function Page() {
  const { query, ...list } = useAdminListResource<AdminOrdersQuery, AdminOrderPageView>(parseAdminOrdersQuery, adminOrdersApiPath);
  const filter = currentFilter(query);
  const which = filter ? `Orders: ${orderListFilterLabel(filter).toLowerCase()}` : 'All orders';

  return (
    <AdminPageFrame width="max-w-6xl" icon={ReceiptText} title="Orders" description="Every order in the store, newest first, in its real state: held for review, awaiting stock, waiting for a manual step…">
      <AdminListSection
        {...list}
        id="orders"
        title={which}
        what="the orders"
        loadingLabel="Loading orders"
        filter={<StatusFilterLinks statuses={ORDER_LIST_FILTERS} current={filter} labelOf={orderListFilterLabel} hrefOf={(option) => adminOrdersHref(queryOfFilter(option))} />}
        count={({ total, totalCapped }) => (totalCapped ? `${total.toLocaleString('en-US')}+ orders` : `${total} ${total === 1 ? 'order' : 'orders'}`)}
        table={({ items, page }) => <AdminOrdersTable orders={items} caption={`${which}, newest first, page ${page}`} />}
        hrefFor={(page) => adminOrdersHref({ ...query, page })}
      />
    </AdminPageFrame>
  );
}
