import { ReceiptText } from 'lucide-react';
import { orderStatusLabel } from '../../../features/account/order-status';
import { AdminListSection } from '../../../features/admin/AdminListSection';
import { AdminPageFrame } from '../../../features/admin/AdminPageFrame';
import { StatusFilterLinks } from '../../../features/admin/StatusFilterLinks';
import { useAdminListResource } from '../../../features/admin/useAdminListResource';
import { AdminOrdersTable } from '../../../features/orders/AdminOrdersTable';
import { adminOrdersApiPath, adminOrdersHref, ORDER_STATUS_FILTERS, parseAdminOrdersQuery, type AdminOrdersQuery } from '../../../features/orders/admin-list-query';
import type { AdminOrderPageView } from '#contracts/orders.contract';

export default function Page() {
  const { query, ...list } = useAdminListResource<AdminOrdersQuery, AdminOrderPageView>(parseAdminOrdersQuery, adminOrdersApiPath);
  const which = query.status ? `${orderStatusLabel(query.status)} orders` : 'All orders';

  return (
    <AdminPageFrame width="max-w-6xl" icon={ReceiptText} title="Orders" description="Every order in the store, newest first.">
      <AdminListSection
        {...list}
        id="orders"
        title={which}
        what="the orders"
        loadingLabel="Loading orders"
        filter={<StatusFilterLinks statuses={ORDER_STATUS_FILTERS} current={query.status} labelOf={orderStatusLabel} hrefOf={(status) => adminOrdersHref({ status, page: 1 })} />}
        count={({ total }) => `${total} ${total === 1 ? 'order' : 'orders'}`}
        table={({ items, page }) => <AdminOrdersTable orders={items} caption={`${which}, newest first, page ${page}`} />}
        hrefFor={(page) => adminOrdersHref({ status: query.status, page })}
      />
    </AdminPageFrame>
  );
}
