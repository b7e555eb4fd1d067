import type { ComponentType } from 'react';
import SearchPage from './SearchPage';

/** Every exposed page by its module name: the standalone bootstrap and the server render both route to these. */
export const EXPOSED_PAGES: Record<string, ComponentType> = {
  './SearchPage': SearchPage,
};
