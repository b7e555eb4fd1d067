import styled from 'styled-components';
import { theme } from '@marketplace/contracts';

const Box = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  align-items: center;
  gap: ${theme.space(4)};
  min-height: 180px;
  margin: ${theme.space(4)} 0 ${theme.space(6)};
  padding: ${theme.space(6)};
  border-radius: ${theme.radius};
  background: #ecfdf5;
  h1 {
    margin: 0 0 ${theme.space(2)};
    font-size: 2rem;
    color: ${theme.color.text};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
    max-width: 42rem;
  }
  img {
    width: 100%;
    max-width: 240px;
    height: auto;
    aspect-ratio: 4 / 3;
    justify-self: end;
    border-radius: ${theme.radius};
    object-fit: cover;
  }
  @media (max-width: ${theme.breakpoint.mobile}) {
    grid-template-columns: 1fr;
    img {
      display: none;
    }
  }
`;

/** A listing's banner: name, description and (for a category or vendor) its image. */
export function Banner({
  title,
  description,
  image,
  imageAlt,
  children,
}: {
  title: string;
  description: string;
  image?: string;
  imageAlt?: string;
  children?: React.ReactNode;
}) {
  return (
    <Box>
      <div>
        <h1>{title}</h1>
        <p>{description}</p>
        {children}
      </div>
      {/* Lazy: a phone does not show it, and a lazy picture not shown is not downloaded (nor
          preloaded by the server's render) on a shopper's paid data. */}
      {image ? <img src={image} alt={imageAlt ?? ''} loading="lazy" width={240} height={180} /> : <span />}
    </Box>
  );
}
