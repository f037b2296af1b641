import { useData } from 'vike-react/useData';
import { DEALS_PATH, STORE_PATH } from '../../features/catalog/paths';
import { RecentlyViewed } from '../../features/recently-viewed/RecentlyViewed';
import type { Data } from './+data';
import { BenefitsSection } from './BenefitsSection';
import { CreateAccountCta } from './CreateAccountCta';
import { HeroSection } from './HeroSection';
import { ProductShelf } from './ProductShelf';

export default function Page() {
  const { featured, shelves } = useData<Data>();
  return (
    <>
      <HeroSection featured={featured} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 pt-6 pb-16 sm:px-6 lg:px-8">
        <ProductShelf id="deals" title="Deals" text="The biggest discounts in the store right now." products={shelves.deals} moreHref={DEALS_PATH} moreLabel="All deals" />
        <ProductShelf id="best-sellers" title="Best Sellers" text="What shoppers bought most over the last 30 days." products={shelves.bestSellers} />
        <ProductShelf id="new-releases" title="New Releases" text="The latest games to come out." products={shelves.newReleases} moreHref={`${STORE_PATH}?sort=newest`} moreLabel="All games" />
        <ProductShelf id="pre-orders" title="Pre-orders" text="Games not out yet, the soonest first." products={shelves.preOrders} />
        <RecentlyViewed />
      </div>
      <BenefitsSection />
      <CreateAccountCta />
    </>
  );
}
