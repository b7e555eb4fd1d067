import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { theme } from '@marketplace/contracts';
import { usePageHead } from '@marketplace/contracts/fragment';
import { AfterFirstPaint } from '../../../components/AfterFirstPaint';
import { CategoryGrid } from './CategoryGrid';
import { DiscoveryCarousel } from './DiscoveryCarousel';
import { FeaturedCarousel } from './FeaturedCarousel';
import { FeaturedProducts } from './FeaturedProducts';
import { Hero } from './Hero';
import { Highlights } from './Highlights';
import { Newsletter } from './Newsletter';
import { PopularVendors } from './PopularVendors';
import { Testimonials } from './Testimonials';
import { VendorCta } from './VendorCta';

const Wrap = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

/**
 * The home page, top to bottom as the issue lists it (the support panel is the route's second
 * region). The first screen (hero, categories) paints before the sections below it render.
 */
export function HomeScreen() {
  const { t } = useTranslation('catalog');
  // What the marketplace sells; the shell's server adds who it is and how to search it.
  usePageHead(() => ({ description: t('storefront.text'), kind: 'website', structuredData: [] }));
  return (
    <Wrap>
      <Hero />
      <CategoryGrid />
      <AfterFirstPaint>
        <FeaturedProducts />
        <Highlights />
        <PopularVendors />
        <VendorCta />
        <Testimonials />
        <Newsletter />
        <FeaturedCarousel />
        <DiscoveryCarousel />
      </AfterFirstPaint>
    </Wrap>
  );
}
