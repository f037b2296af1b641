import { useData } from 'vike-react/useData';
import type { Data } from './+data';
import { BenefitsSection } from './BenefitsSection';
import { CreateAccountCta } from './CreateAccountCta';
import { FeaturedGames } from './FeaturedGames';
import { HeroSection } from './HeroSection';

export default function Page() {
  const { featured } = useData<Data>();
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      <FeaturedGames products={featured} />
      <CreateAccountCta />
    </>
  );
}
