import { useHashScroll } from '../../shared/hooks/use-hash-scroll';
import { CasesSection } from './cases-section';
import { DepthSection } from './depth-section';
import { HeroSection } from './hero-section';
import { IntegrationSection } from './integration-section';
import { PricingSection } from './pricing-section';
import { ProductsSection } from './products-section';
import './home.css';

/** Landing page (views.md §2: `/`, the empty child of the main layout). */
export default function HomePage() {
  useHashScroll();
  return (
    <>
      <HeroSection />
      <DepthSection />
      <ProductsSection />
      <PricingSection />
      <IntegrationSection />
      <CasesSection />
    </>
  );
}
