import { ReceiptText } from 'lucide-react';
import type { AdminOrderPageView } from '#contracts/orders.contract';
import { orderStatusLabel } from '../../../account/order-status';
import { AdminListSection } from '../../../components/admin/AdminListSection';
import { AdminPageFrame } from '../../../components/admin/AdminPageFrame';
import { StatusFilterLinks } from '../../../components/admin/StatusFilterLinks';
import { useAdminListResource } from '../../../components/admin/useAdminListResource';
import { AdminOrdersTable } from '../../../components/orders/AdminOrdersTable';
import { adminOrdersApiPath, adminOrdersHref, ORDER_STATUS_FILTERS, parseAdminOrdersQuery, type AdminOrdersQuery } from '../../../orders/admin-list-query';

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
