import { BenefitsSection } from './BenefitsSection';
import { CreateAccountCta } from './CreateAccountCta';
import { HeroSection } from './HeroSection';

export default function Page() {
  return (
    <>
      <HeroSection />
      <BenefitsSection />
      {/* Featured Games: the catalogue's featured products belong here, between the benefits and the closing call to action. */}
      <CreateAccountCta />
    </>
  );
}
