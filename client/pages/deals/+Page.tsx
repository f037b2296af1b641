import { useData } from 'vike-react/useData';
import { CatalogueListing } from '../../features/catalog/CatalogueListing';
import { DEALS_PATH } from '../../features/catalog/paths';
import type { Data } from './+data';

export default function Page() {
  const listing = useData<Data>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Game Deals</h1>
        <p className="mt-2 text-muted-foreground">Every game on sale, the biggest discount first.</p>
      </header>
      <CatalogueListing listing={listing} basePath={DEALS_PATH} showCategories sortable={false} />
    </div>
  );
}
