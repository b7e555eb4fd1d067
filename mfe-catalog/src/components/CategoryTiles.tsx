import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths, theme } from '@marketplace/contracts';
import type { Category } from '../lib/catalogue/catalogue';
import { useLanguage } from '../lib/useLanguage';

const Tiles = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: ${theme.space(4)};
  li {
    height: 100%;
  }
  a,
  .placeholder {
    display: flex;
    flex-direction: column;
    height: 100%;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    overflow: hidden;
    background: ${theme.color.surface};
    color: ${theme.color.text};
    text-decoration: none;
  }
  img,
  .image {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
    background: #e5e7eb;
  }
  .name {
    padding: ${theme.space(2)} ${theme.space(3)} 0;
    font-weight: 700;
    min-height: 1.5em;
  }
  .count {
    padding: 0 ${theme.space(3)} ${theme.space(3)};
    color: ${theme.color.muted};
    font-size: 0.9rem;
    min-height: 1.4em;
  }
`;

/** A grid of category tiles (image, name, count) linking to their listings. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const { t } = useTranslation('catalog');
  const language = useLanguage();
  return (
    <Tiles>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link to={paths.category(category.slug)} data-category={category.slug}>
            <img
              src={category.image}
              alt={t('category.imageAlt', { name: category.names[language] })}
              loading="lazy"
              width={320}
              height={240}
            />
            <span className="name">{category.names[language]}</span>
            <span className="count">{t('category.count', { count: category.listedCount })}</span>
          </Link>
        </li>
      ))}
    </Tiles>
  );
}

export function TilesSkeleton({ count }: { count: number }) {
  return (
    <Tiles aria-hidden="true" data-testid="category-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="placeholder">
            <div className="image" />
            <span className="name" />
            <span className="count" />
          </div>
        </li>
      ))}
    </Tiles>
  );
}
