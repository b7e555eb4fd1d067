import { useEffect, useState, type FocusEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import { WishlistButton } from '../../../components/WishlistButton';
import { AUTOPLAY_MS, SLIDES } from '../data/marketing';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import { buttonStyle, Section } from './Section';

const Frame = styled.div`
  position: relative;
  border-radius: ${theme.radius};
  overflow: hidden;
  background: #111827;
  .slide {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
    min-height: 300px;
    color: #fff;
  }
  .slide[hidden] {
    display: none;
  }
  .slide img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    aspect-ratio: 5 / 3;
    display: block;
  }
  .text {
    padding: ${theme.space(6)};
    display: flex;
    flex-direction: column;
    gap: ${theme.space(3)};
    align-items: flex-start;
  }
  .text h3 {
    margin: 0;
    font-size: 1.6rem;
  }
  .text p {
    margin: 0;
  }
  .badge {
    padding: 2px 10px;
    border-radius: 999px;
    background: ${theme.color.accent};
    color: #1f2937;
    font-weight: 700;
    font-size: 0.8rem;
  }
  .discount {
    font-size: 1.25rem;
    font-weight: 800;
    color: #fde68a;
  }
  .text a {
    ${buttonStyle} background: ${theme.color.accent};
    color: #1f2937;
  }
  .heart {
    position: absolute;
    top: ${theme.space(3)};
    right: ${theme.space(3)};
  }
  .controls {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    background: #1f2937;
  }
  .controls button {
    min-width: 40px;
    min-height: 40px;
    border: 0;
    border-radius: 999px;
    background: #374151;
    color: #fff;
    font: inherit;
    cursor: pointer;
  }
  .dot {
    min-width: 24px !important;
    min-height: 24px !important;
    padding: 0;
  }
  .dot[aria-current='true'] {
    background: ${theme.color.accent} !important;
  }
  button:focus-visible,
  a:focus-visible {
    outline: 3px solid #fde68a;
    outline-offset: 2px;
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    .slide {
      grid-template-columns: 1fr;
    }
  }
`;

/** Keyboard focus pauses autoplay; a mouse click on a dot does not (its own pause applies). */
function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Five collections. Autoplay every 5 s, last wraps to first; a dot jumps and pauses autoplay for
 * 5 s; previous/next; autoplay stops while the pointer or keyboard focus is inside and under
 * prefers-reduced-motion (WCAG 2.2.2).
 */
export function FeaturedCarousel() {
  const { t } = useTranslation('catalog');
  const { t: common } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [held, setHeld] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const count = SLIDES.length;
  const playing = !pointerInside && !focusInside && !reducedMotion && held === 0;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  // A dot's pause: autoplay resumes AUTOPLAY_MS after the last dot press.
  useEffect(() => {
    if (held === 0) return;
    const timer = setTimeout(() => setHeld(0), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [held]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  return (
    <Section aria-labelledby="collections-heading">
      <h2 id="collections-heading">{t('carousel.heading')}</h2>
      <Frame
        aria-roledescription={t('carousel.roleDescription')}
        aria-label={t('carousel.heading')}
        onPointerEnter={() => setPointerInside(true)}
        onPointerLeave={() => setPointerInside(false)}
        onFocus={(event: FocusEvent) => isKeyboardFocus(event.target) && setFocusInside(true)}
        onBlur={(event: FocusEvent) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
        }}
        data-playing={playing}
      >
        <div aria-live={playing ? 'off' : 'polite'}>
          {SLIDES.map((slide, i) => {
            const title = t(`slides.${slide.id}.title`);
            return (
              <div
                key={slide.id}
                className="slide"
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.slideLabel', { n: i + 1, count, title })}
                hidden={i !== index}
                data-slide={slide.id}
              >
                <img src={slide.image} alt={t(`slides.${slide.id}.imageAlt`)} loading="lazy" width={600} height={360} />
                <div className="text">
                  <span className="badge">{t(`slides.${slide.id}.badge`)}</span>
                  <h3>{title}</h3>
                  <p>{t(`slides.${slide.id}.description`)}</p>
                  <span className="discount">{t('carousel.discount', { percent: slide.discount })}</span>
                  <Link to={paths.category(slide.category)}>
                    {t('carousel.shop', { category: common(`categories.${slide.category}`) })}
                  </Link>
                </div>
                <WishlistButton className="heart" id={`collection-${slide.id}`} name={title} />
              </div>
            );
          })}
        </div>
        <div className="controls">
          <button type="button" onClick={() => go(index - 1)} aria-label={t('carousel.previous')}>
            ‹
          </button>
          {SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className="dot"
              aria-label={t('carousel.goTo', { n: i + 1, title: t(`slides.${slide.id}.title`) })}
              aria-current={i === index}
              onClick={() => {
                go(i);
                setHeld((n) => n + 1);
              }}
            />
          ))}
          <button type="button" onClick={() => go(index + 1)} aria-label={t('carousel.next')}>
            ›
          </button>
        </div>
      </Frame>
    </Section>
  );
}
