import { useData } from 'vike-react/useData';
import { Breadcrumbs } from '../../../features/catalog/Breadcrumbs';
import { CatalogueListing } from '../../../features/catalog/CatalogueListing';
import { categoryKeys } from '../../../features/catalog/category-wording';
import { categoryHref, STORE_PATH } from '../../../features/catalog/paths';
import type { Data } from './+data';

export default function Page() {
  const { category, listing } = useData<Data>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
      <header>
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Games', href: STORE_PATH },
            { label: category.name },
          ]}
        />
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{category.name}</h1>
        <p className="mt-2 text-muted-foreground">{categoryKeys(category.name)}, delivered to your inbox and your account the moment you pay.</p>
      </header>
      <CatalogueListing key={category.slug} listing={listing} basePath={categoryHref(category)} showCategories={false} />
    </div>
  );
}
