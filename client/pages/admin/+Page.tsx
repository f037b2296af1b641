import { ChevronRight, KeyRound, MessageSquareText, Package, ReceiptText, ScrollText, ShieldAlert, ShieldCheck, Truck } from 'lucide-react';
import { ADMIN_PURCHASES_PATH } from '../../features/supplier-restock/restock';
import { AccountLinksCard } from '../../features/account-links/AccountLinksCard';
import { AdminDashboard } from '../../features/admin-dashboard/AdminDashboard';
import { AdminChatLinkCard } from '../../features/chat/AdminChatLinkCard';
import { ADMIN_AUDIT_PATH } from '../../features/audit/audit';
import { ADMIN_PRODUCTS_PATH } from '../../features/admin-products/products';
import { ADMIN_CLAIMS_PATH } from '../../features/claims/admin-claims';
import { CatalogueSyncCard } from '../../features/account/CatalogueSyncCard';
import { ImportGamesCard } from '../../features/import/ImportGamesCard';
import { QueuesLinkCard } from '../../features/import/QueuesLinkCard';
import { LowStockCard } from '../../features/stock-alerts/LowStockCard';
import { LinkCard } from '../../ui/LinkCard';
import { ADMIN_ORDERS_PATH } from '../../features/orders/paths';
import { ADMIN_REDEEM_CODES_PATH } from '../../features/redeem-codes/admin-codes';
import { ADMIN_REVIEWS_PATH } from '../../features/reviews/reviews';

export default function Page() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header className="flex items-center gap-4">
        <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
          <ShieldCheck className="size-7" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
          <p className="mt-1 text-muted-foreground">How the store is doing, what waits for you, and the lists to act on.</p>
        </div>
      </header>
      <AdminDashboard />
      <h2 className="mt-12 text-xl font-semibold tracking-tight">Working lists</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <LinkCard href={ADMIN_PRODUCTS_PATH} icon={<Package />} title="Products">
          Set prices, discounts, categories and visibility, and add keys to the stock.
        </LinkCard>
        <LowStockCard />
        <LinkCard href={ADMIN_PURCHASES_PATH} icon={<Truck />} title="Purchases">
          Keys bought from the wholesaler to restock products, refused purchases, and today&apos;s spend against the daily cap.
        </LinkCard>
        <a
          href={ADMIN_ORDERS_PATH}
          className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
            <ReceiptText className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold tracking-tight">Orders</span>
            <span className="mt-0.5 block text-sm text-muted-foreground">Follow every order, send Steam trade offers and complete processing orders.</span>
          </span>
          <ChevronRight className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </a>
        <a
          href={ADMIN_REDEEM_CODES_PATH}
          className="group flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm transition-colors hover:border-primary/50 sm:p-6"
        >
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-highlight ring-1 ring-primary/20" aria-hidden="true">
            <KeyRound className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-lg font-semibold tracking-tight">Redeem codes</span>
            <span className="mt-0.5 block text-sm text-muted-foreground">Generate or import CD keys that customers redeem for a game or store credit, and see who redeemed them.</span>
          </span>
          <ChevronRight className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </a>
        <AdminChatLinkCard />
        <AccountLinksCard />
        <LinkCard href={ADMIN_CLAIMS_PATH} icon={<ShieldAlert />} title="Key claims">
          Keys customers report as not working: replace them, refund them as store credit, or reject the claim.
        </LinkCard>
        <LinkCard href={ADMIN_REVIEWS_PATH} icon={<MessageSquareText />} title="Reviews">
          Verified buyers&apos; reviews of their games: hide abusive ones, or show them again.
        </LinkCard>
        <LinkCard href={ADMIN_AUDIT_PATH} icon={<ScrollText />} title="Audit log">
          Who changed what in the store, and when.
        </LinkCard>
        <QueuesLinkCard />
        <ImportGamesCard />
        <CatalogueSyncCard />
      </div>
    </div>
  );
}
